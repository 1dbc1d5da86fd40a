import { describe, expect, it } from 'vitest';
import { detectRedFlags } from './red-flags';

// Written for this test, apart from the evaluation sets: harmless messages as patients and carers
// write them in Spanish, French, German, Italian and Portuguese that hold a red-flag word without
// the red flag: a denial, the distant past, someone else's illness, a supposed case or a question
// about a condition, a figure of speech, everyday dementia care that has been so for a long time,
// a migraine aura as always, a lost object and a headache that went away. None may raise a red
// flag on either assistant.
type Agent = 1 | 2;
/**
 * Everyday dementia care written with the word "confused": on the dementia agent it is the
 * illness itself, while on the migraine agent confusion alone is the red flag in every language
 * (triage/lexicon-red-flags.ts, English included), so these are held to the dementia agent.
 */
const DEMENTIA_AGENT_ONLY: Agent[] = [2];
const BOTH_AGENTS: Agent[] = [1, 2];
type Harmless = string | [message: string, agents: Agent[]];

const HARMLESS: Record<'Spanish' | 'French' | 'Deutsch' | 'Italian' | 'Portuguese', Harmless[]> = {
  Spanish: [
    'No tengo fiebre ni el cuello rigido, no es el peor dolor de mi vida, empezo poco a poco como siempre, es mi migraña de siempre',
    'Mi abuela tuvo un ictus hace muchos años, ¿la migraña se hereda?',
    'Tuve una conmocion cerebral en 2015 jugando al rugby, ya estoy totalmente recuperado',
    'El hijo de mi vecina tuvo meningitis el invierno pasado, ¿se contagia?',
    'Al hijo de una compañera le han encontrado un tumor cerebral, estoy muy triste por ella',
    '¿Cuales son los sintomas de un ictus? Quiero saberlo por si acaso',
    '¿El sexo o el ejercicio pueden provocar una migraña?',
    '¿Que hago si algun dia mi padre se pierde al salir a pasear?',
    'Este dolor de cabeza me esta matando, ¿que me tomo?',
    'Me muero de aburrimiento en la sala de espera',
    ['Mi madre se confunde mas por las tardes, pero lleva asi mas de un año', DEMENTIA_AGENT_ONLY],
    'Primero veo lucecitas en zigzag y luego viene el dolor de cabeza, como siempre',
    'Hemos buscado por toda la casa las gafas de mi padre y no aparecen',
    'El dolor de cabeza se me paso despues de acostarme un rato',
    'Mi abuelo olvida donde deja las llaves, siempre ha sido despistado',
    'Desde que tomo el preventivo la migraña no ha vuelto, ¿cuando lo puedo dejar?',
    '¿Toser mucho puede dar dolor de cabeza? Estoy resfriado',
    'Busque el movil por todas partes y no aparece, ¿la migraña afecta a la memoria?',
  ],
  French: [
    "Pas de fièvre, pas de raideur dans la nuque, ce n'est pas la pire douleur de ma vie, c'est venu doucement comme d'habitude, juste ma migraine habituelle",
    "Ma grand-mère a fait un AVC il y a des années, est-ce que j'ai plus de risques ?",
    "J'ai eu une commotion cérébrale en 2015, complètement guérie depuis",
    'Mon voisin a eu une méningite il y a longtemps, est-ce que ça se transmet ?',
    "L'enfant d'une collègue a une tumeur au cerveau, je pense beaucoup à elle",
    "Quels sont les signes d'un AVC ? Je me renseigne pour mes parents",
    'Est-ce que le sport ou les rapports sexuels peuvent déclencher une migraine ?',
    "Et si un jour papa part se promener et ne retrouve plus le chemin, qu'est-ce qu'on fait ?",
    "Ce mal de tête me tue, qu'est-ce que je peux prendre ?",
    "Je meurs d'ennui dans cette salle d'attente",
    ['Maman est plus confuse le soir, mais ça dure depuis un an déjà', DEMENTIA_AGENT_ONLY],
    'Je vois des zigzags lumineux puis le mal de tête arrive, comme toujours',
    'On a cherché partout les lunettes de papa, impossible de les retrouver',
    "Le mal de tête est passé après m'être allongée une heure",
    'Mon père oublie où il pose ses clés, ça ne date pas d’hier',
    "Depuis le traitement de fond, la migraine n'est pas revenue, quand puis-je l'arrêter ?",
    'Est-ce que la musculation peut déclencher une migraine ?',
    "Est-ce que tousser fort peut donner mal à la tête ? J'ai un rhume",
  ],
  Deutsch: [
    'Kein Fieber, kein steifer Nacken, nicht die schlimmsten Kopfschmerzen meines Lebens, kam langsam wie immer, einfach meine übliche Migräne',
    'Meine Oma hatte vor vielen Jahren einen Schlaganfall, ist Migräne bei mir deshalb gefährlicher?',
    'Ich hatte 2015 eine Gehirnerschütterung, ist komplett ausgeheilt',
    'Mein Nachbar hatte mal eine Hirnhautentzündung, ist das ansteckend?',
    'Das Kind einer Kollegin hat einen Hirntumor, das nimmt mich sehr mit',
    'Woran erkennt man einen Schlaganfall? Ich frage nur zur Sicherheit',
    'Kann Sport oder Sex eine Migräne auslösen?',
    'Was machen wir, wenn Papa irgendwann mal wegläuft und nicht mehr heimfindet?',
    'Diese Kopfschmerzen bringen mich noch um, was kann ich nehmen?',
    'Ich sterbe vor Langeweile im Wartezimmer',
    ['Mama ist abends verwirrter als tagsüber, aber das ist schon seit einem Jahr so', DEMENTIA_AGENT_ONLY],
    'Erst sehe ich Zickzacklinien, dann kommen die Kopfschmerzen, wie immer',
    'Wir haben überall nach Papas Brille gesucht und sie nicht gefunden',
    'Die Kopfschmerzen sind weggegangen, nachdem ich mich hingelegt habe',
    'Opa verlegt ständig seinen Schlüssel, das ist schon lange so',
    'Seit der Prophylaxe ist die Migräne nicht zurückgekommen, wann kann ich sie absetzen?',
    'Kann starkes Husten Kopfschmerzen machen? Ich bin erkältet',
    'Ich habe mein Handy überall gesucht und es ist weg, kann Migräne vergesslich machen?',
  ],
  Italian: [
    'Niente febbre, niente rigidità al collo, non è il peggior mal di testa della mia vita, è venuto piano piano come sempre, la solita emicrania',
    'Mia nonna ha avuto un ictus tanti anni fa, è ereditario?',
    'Ho avuto una commozione cerebrale nel 2015, sono guarito del tutto',
    'Il mio vicino ha avuto la meningite anni fa, è contagiosa?',
    'Il figlio di una collega ha un tumore al cervello, mi dispiace tanto',
    'Quali sono i segnali di un ictus? Chiedo per informazione',
    "Lo sport o il sesso possono scatenare un'emicrania?",
    'E se un giorno papà esce a fare una passeggiata e si perde, cosa facciamo?',
    'Questo mal di testa mi sta uccidendo, cosa posso prendere?',
    'Sto morendo di noia in sala d’attesa',
    ['La mamma la sera è più confusa, ma è così da più di un anno', DEMENTIA_AGENT_ONLY],
    'Prima vedo delle luci a zigzag e poi arriva il mal di testa, come sempre',
    'Abbiamo cercato dappertutto gli occhiali di papà ma non li troviamo',
    'Il mal di testa mi è passato dopo essermi sdraiata un po’',
    'Il nonno dimentica sempre dove mette le chiavi, è sempre stato distratto',
    "Da quando prendo la profilassi l'emicrania non è più tornata, quando posso smettere?",
    'Tossire tanto può far venire il mal di testa? Ho il raffreddore',
  ],
  Portuguese: [
    'Sem febre, sem rigidez na nuca, não é a pior dor da minha vida, veio devagar como sempre, é só a minha enxaqueca de sempre',
    'Minha avó teve um AVC há muitos anos, isso aumenta meu risco?',
    'Tive uma concussão em 2015, já estou totalmente recuperado',
    'Meu vizinho teve meningite há muito tempo, isso pega?',
    'O filho de uma colega tem um tumor no cérebro, estou muito abalada',
    'Quais são os sinais de um AVC? Pergunto só para saber',
    'Exercício ou sexo podem causar enxaqueca?',
    'E se um dia meu pai sair para passear e se perder, o que a gente faz?',
    'Essa dor de cabeça está me matando, o que eu tomo?',
    'Estou morrendo de tédio na sala de espera',
    ['Minha mãe fica mais confusa no fim da tarde, mas já é assim há mais de um ano', DEMENTIA_AGENT_ONLY],
    'Primeiro vejo luzes em zigue-zague e depois vem a dor de cabeça, como sempre',
    'Procuramos os óculos do meu pai pela casa toda e não achamos',
    'A dor de cabeça passou depois que eu me deitei um pouco',
    'Meu avô esquece onde deixa as chaves, sempre foi distraído',
    'Desde que comecei o preventivo a enxaqueca não voltou mais, quando posso parar?',
    'Tossir muito pode dar dor de cabeça? Estou gripado',
    'Procurei o celular em todo lugar e ele sumiu, a enxaqueca atrapalha a memória?',
  ],
};

describe('harmless messages that hold a red-flag word raise no red flag (es, fr, de, it, pt)', () => {
  for (const [language, messages] of Object.entries(HARMLESS)) {
    const cases = messages.map((item): [string, Agent[]] => (typeof item === 'string' ? [item, BOTH_AGENTS] : item));
    it.each(cases)(`${language}: %s`, (message, agents) => {
      for (const agent of agents) {
        expect(detectRedFlags(message, agent), `agent ${agent}`).toEqual([]);
      }
    });
  }
});
