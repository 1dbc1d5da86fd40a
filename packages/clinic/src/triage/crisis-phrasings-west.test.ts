import { describe, expect, it } from 'vitest';
import { detectRedFlags } from './red-flags';

// Written for this test, apart from the evaluation sets: thoughts of suicide and a person with
// dementia missing right now, told the way patients and carers write them in Spanish, French,
// German, Italian and Portuguese (colloquial, without accents, Latin American and European
// variants, Swiss and Austrian German). The warning signs follow NICE NG225, the WHO's
// "Preventing suicide" and the 988 Lifeline / AFSP lists (being a burden, tired of living, not
// wanting to wake up, no way out, medicines put aside, letters to the children); the missing
// person follows the Alzheimer's Society ("If a person with dementia goes missing"): went out,
// has been looked for, is not back, without the word "missing".
interface CrisisPhrasings {
  /** Self-harm: a carer's wish to die or to be gone. */
  carer: string;
  /** Self-harm: a patient's wish to die or not to wake up. */
  patient: string;
  /** Self-harm: a veiled thought beside the means put aside. */
  veiledPlan: string;
  /** Missing person: went out, and has been searched for. */
  wentOutSearched: string;
  /** Missing person: went out, and is not back. */
  wentOutNotBack: string;
  /** Missing person: searched for, and not back (phone off, nowhere). */
  searchedNotBack: string;
  /** Everyday talk that must raise neither red flag. */
  harmless: string[];
}

const PHRASINGS: Record<'Spanish' | 'French' | 'Deutsch' | 'Italian' | 'Portuguese', CrisisPhrasings> = {
  Spanish: {
    carer: 'Llevo 5 años cuidando a mi marido con demencia. Seria mas sencillo para todos si yo me fuera antes que el. Hay centros de dia en Valencia?',
    patient: 'La migraña no me deja vivir, estoy cansada de vivir asi, ojala no despertara mañana. Que puedo tomar para dormir?',
    veiledPlan: 'Tengo guardadas en un cajon todas las cajas de pastillas de mi esposo y ya no veo la salida. Perdon por escribir esto.',
    wentOutSearched: 'Mi papá salió a comprar el pan a las 9 y ya dimos la vuelta a toda la colonia con el carro, tiene alzheimer',
    wentOutNotBack: 'Mi abuela se fue a misa a las 7, son las 10 y todavia no llega. Tiene demencia, que hago?',
    searchedNotBack: 'Ya buscamos en el parque, en el bar y con la vecina, mi suegro tiene alzheimer y su celular esta apagado',
    harmless: [
      'Ya no aguanto este dolor de cabeza, ¿qué puedo tomar?',
      'Mi madre fue a la panadería sola esta mañana, ¿todavía es seguro que salga?',
      'Busqué en internet sobre el topiramato y me asusté con los efectos secundarios',
      'Estoy agotada, mi padre no duerme por la noche y yo tampoco. ¿Qué hago?',
      'Mi padre salió a pasear con la cuidadora y volvió muy confundido, ¿es normal?',
      'No quiero despertar a mi padre cuando le doy la pastilla de la noche, ¿se la puedo dar antes?',
    ],
  },
  French: {
    carer: "Je m'occupe de ma mère atteinte d'Alzheimer depuis 5 ans, j'en ai marre de vivre, je suis un poids pour tout le monde.",
    patient: "Migraine chronique depuis 10 ans, je suis fatigué de vivre comme ça, j'aimerais m'endormir pour toujours. Le topiramate peut aider ?",
    veiledPlan: "J'ai gardé tous ses somnifères dans le tiroir de ma table de nuit, je ne vois plus d'issue. Desolee d'ecrire ca ici.",
    wentOutSearched: 'Mon père est parti chercher son pain vers 8h, on a tourné en voiture dans tout le village avec mon frère',
    wentOutNotBack: 'Maman est allée à la messe ce matin et elle est toujours pas là, elle a Alzheimer. Je fais quoi ?',
    searchedNotBack: 'On a sonné chez tous les voisins, mon grand-père a une démence et son portable est éteint',
    harmless: [
      "Je n'en peux plus de cette migraine, qu'est-ce que je peux prendre ?",
      'Maman est allée à la boulangerie toute seule ce matin, est-ce encore raisonnable ?',
      "J'ai cherché sur internet les effets secondaires du triptan",
      'Mon père est sorti marcher et il est rentré très fatigué, c est normal ?',
      "J'ai peur de ne pas me réveiller après l'anesthésie, est-ce risqué avec ma migraine ?",
      "Mon portable était éteint hier soir, j'ai raté l'appel du neurologue. Comment reprendre rendez-vous ?",
    ],
  },
  Deutsch: {
    carer: 'Ich pflege meinen Mann mit Demenz seit 6 Jahren. Es wäre für alle leichter, wenn ich vor ihm gehen würde. Ich bin allen nur eine Last.',
    patient: 'Jeden Tag Kopfweh seit Monaten, ich mag nimmer leben. Hilft Botox überhaupt?',
    veiledPlan: 'Ich habe alle seine Schlaftabletten in meiner Schublade, ich sehe keinen Ausweg mehr. Sorry dass ich das schreibe.',
    wentOutSearched: 'Opa ist heute früh zum Bäcker und wir sind schon die ganze Siedlung mit dem Auto abgefahren',
    wentOutNotBack: 'Meine Mutter ist mit dem Hund raus und ist immer noch nicht daheim, sie hat Alzheimer',
    searchedNotBack: 'Wir haben bei allen Nachbarn geläutet, der Papa hat Alzheimer und sein Handy ist aus',
    harmless: [
      'Ich kann nicht mehr mit diesen Kopfschmerzen, was kann ich nehmen?',
      'Mama ist heute allein zum Bäcker gegangen, ist das noch in Ordnung?',
      'Ich habe im Internet nach Triptanen gesucht und bin verunsichert',
      'Mein Vater war spazieren und kam ganz verwirrt heim. Ist das normal?',
      'Ich kann nicht mehr, mein Mann läuft nachts herum und ich habe alle seine Schlaftabletten schon probiert.',
      'Ich habe lange einen Neurologen gesucht, bin dann zum Einkaufen und hatte wieder Migräne.',
      'Mein Handy war aus, als der Neurologe anrief. Wie bekomme ich einen neuen Termin?',
    ],
  },
  Italian: {
    carer: "Assisto mia madre con l'Alzheimer da 4 anni, sarebbe più semplice per tutti se me ne andassi prima io.",
    patient: "Ho l'emicrania tutti i giorni, sono stanca di vivere, vorrei non svegliarmi domani. Cosa posso prendere?",
    veiledPlan: 'Ho messo nel cassetto tutte le scatole di sonniferi di mio marito, non vedo via d uscita. Scusate se scrivo questo.',
    wentOutSearched: 'Il nonno è andato a prendere il pane alle 8, abbiamo fatto il giro del paese in macchina',
    wentOutNotBack: 'La mamma è andata a messa stamattina e ancora non si vede, ha la demenza',
    searchedNotBack: 'Abbiamo chiesto nei negozi e al bar, mio suocero ha l Alzheimer e il cellulare è spento',
    harmless: [
      'Non ce la faccio più con questo mal di testa, cosa posso prendere?',
      'La nonna è andata a messa da sola stamattina, è pericoloso?',
      'Ho cercato su internet gli effetti collaterali del topiramato',
      'Mio padre è uscito a passeggiare ed è tornato stanchissimo, è normale?',
      'Non ce la faccio più con questo mal di testa, ho messo nel cassetto tutte le medicine che non funzionano.',
      'Avevo il cellulare spento e ho perso la chiamata del neurologo, come richiamo?',
    ],
  },
  Portuguese: {
    carer: 'Cuido da minha mãe com Alzheimer há 5 anos, seria mais simples pra todo mundo se eu fosse antes dela.',
    patient: 'Tenho enxaqueca todos os dias, estou cansada de viver, preferia não acordar amanhã. O que posso tomar?',
    veiledPlan: 'Tenho todos os remedios de dormir dele guardados na gaveta, nao vejo saida. Desculpa escrever isso.',
    wentOutSearched: 'Meu avô saiu pra comprar pão às 7 e a gente já rodou o bairro inteiro de carro',
    wentOutNotBack: 'A minha mãe foi à missa das 9 e ainda não deu sinal de vida, tem demência',
    searchedNotBack: 'Já perguntei pros vizinhos e olhei na praça, meu pai tem Alzheimer e o celular dele tá desligado',
    harmless: [
      'Não aguento mais essa dor de cabeça, o que posso tomar?',
      'Minha mãe foi à padaria sozinha hoje, é normal ela esquecer o troco?',
      'Procurei na internet sobre triptanos e fiquei com medo',
      'Meu pai saiu pra caminhar e voltou muito confuso, é normal?',
      'Não aguento mais essa enxaqueca, guardei na gaveta os remédios que não funcionaram.',
      'O meu telemóvel estava desligado quando o neurologista ligou, como marco outra consulta?',
    ],
  },
};

describe('thoughts of suicide and a missing person as patients and carers write them (es, fr, de, it, pt)', () => {
  for (const [language, phrasings] of Object.entries(PHRASINGS)) {
    it(`reads a carer's and a patient's wish to die and a veiled plan with means as self-harm in ${language}`, () => {
      for (const message of [phrasings.carer, phrasings.patient, phrasings.veiledPlan]) {
        expect(detectRedFlags(message, 1), message).toContain('self-harm');
        expect(detectRedFlags(message, 2), message).toContain('self-harm');
      }
    });

    it(`reads going out, a search and not being back, two at a time, as a missing person in ${language}`, () => {
      for (const message of [phrasings.wentOutSearched, phrasings.wentOutNotBack, phrasings.searchedNotBack]) {
        expect(detectRedFlags(message, 2), message).toContain('missing-person');
        expect(detectRedFlags(message, 1), message).toContain('missing-person');
      }
    });

    it(`takes everyday headache and care talk in ${language} for what it is`, () => {
      for (const message of phrasings.harmless) {
        for (const agent of [1, 2] as const) {
          const flags = detectRedFlags(message, agent);
          expect(flags, message).not.toContain('self-harm');
          expect(flags, message).not.toContain('missing-person');
        }
      }
    });
  }
});
