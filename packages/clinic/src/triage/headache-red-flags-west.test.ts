import { describe, expect, it } from 'vitest';
import type { RedFlagCategory } from './red-flags';
import { detectRedFlags } from './red-flags';

// Written for this test, apart from the evaluation sets: headache and dementia red flags as
// patients and carers write them in Spanish, French, German, Italian and Portuguese (colloquial,
// without accents, misspelt, long messages with the key sentence in the middle, about a
// relative). What counts follows SNNOOP10 (Do TP et al., Neurology 2019), NICE CG150/NG127,
// NICE CG103 (delirium: a sudden change within hours or days), HeadSmart (RCPCH) and the NHS
// pages of the conditions (giant cell arteritis, meningitis, low-pressure headache after an
// epidural).
type Agent = 1 | 2;
type Case = [message: string, agent: Agent, category: RedFlagCategory];

interface HeadachePhrasings {
  flagged: Case[];
  /** Everyday migraine and care talk that must raise no red flag on either agent. */
  harmless: string[];
}

const PHRASINGS: Record<'Spanish' | 'French' | 'Deutsch' | 'Italian' | 'Portuguese', HeadachePhrasings> = {
  Spanish: {
    flagged: [
      ['Antes me daba la migraña una vez al mes y ahora casi todos los dias, cada semana va a peor. es normal??', 1, 'progressive'],
      [
        'Hola, mi madre tiene 84 años y alzheimer leve, vive con nosotros. Desde antier es otra persona, no sabe que esta en su propia casa y por la noche grita. Le doy su pastilla de siempre. Que hago?',
        2,
        'sudden-confusion',
      ],
      ['Desde la epidural del parto tengo un dolor de cabeza que se me quita cuando me acuesto y vuelve en cuanto me levanto', 1, 'positional'],
      ['cada vez que toso o hago fuerza en el baño me da un dolor de cabeza tremendo en la nuca', 1, 'exertion'],
      ['Ayer de repente no veia nada por un ojo durante un minuto, como una cortina negra que bajaba. Ahora veo bien', 1, 'visual-loss'],
      [
        'Mi abuelo se queja de que le duele la mandibula al masticar y le duele el cuero cabelludo al peinarse, y a ratos se le pone negra la vista de un ojo',
        2,
        'visual-loss',
      ],
      ['mi hijo tiene 39 de fiebre, le duele la cabeza y no puede tocarse el pecho con la barbilla', 1, 'fever-stiff-neck'],
      ['Mi marido tiene un dolor de cabeza desde ayer y esta muy raro, no dice nada con sentido y se duerme todo el rato', 2, 'confusion'],
      ['Mi niña de 7 años se despierta por la noche con dolor de cabeza y vomita antes del desayuno, y la maestra dice que esta torpe', 1, 'child-warning'],
      ['Tengo 63 años y nunca he sido de dolores de cabeza, pero hace 3 semanas que me duele la cabeza todos los dias', 1, 'new-after-50'],
      [
        'Buenas, les escribo por mi papa de 78. Tiene demencia vascular y normalmente esta tranquilo pero desde el martes esta muy agitado, ve bichos en la pared y no me reconoce. Ademas le duele la cabeza. Es por la medicacion nueva?',
        2,
        'sudden-confusion',
      ],
      ['me duele la cabesa cada vez que me rio o levanto algo pesado', 1, 'exertion'],
      ['el dolor de cabeza es cada vez mas fuerte y mas seguido, ya ni el ibuprofeno me hace nada', 1, 'progressive'],
      ['mi hijo de 9 años tiene dolores de cabeza desde hace un mes y ahora ladea la cabeza y bizquea un poco', 1, 'child-warning'],
      ['tengo 39 de fiebre y unas manchitas moradas en las piernas que no se quitan al apretar con un vaso', 1, 'fever-stiff-neck'],
    ],
    harmless: [
      'Cada vez tengo menos migrañas desde que me ponen el botox',
      'Tengo mi migraña de siempre, sin fiebre, sin rigidez de cuello, solo me molesta la luz. Puedo tomar ibuprofeno?',
      'Mis dolores de cabeza han mejorado mucho desde que tomo magnesio',
      'Cuando tengo migraña me acuesto a oscuras y se me pasa con el triptan',
      'Mi abuela tuvo un ictus hace muchos años, eso aumenta mi riesgo de migraña?',
      'Mi padre tiene alzheimer y a veces se equivoca con los nombres de los nietos, es parte de la enfermedad?',
    ],
  },
  French: {
    flagged: [
      ["Avant j'avais une migraine par mois, maintenant c'est presque tous les jours et ça empire de semaine en semaine", 1, 'progressive'],
      [
        "Bonjour, ma mère a 82 ans et un début d'Alzheimer. Depuis avant-hier c'est plus du tout la même personne, elle sait plus qu'elle est chez elle et elle crie la nuit. On fait quoi ?",
        2,
        'sudden-confusion',
      ],
      ["Depuis la péridurale j'ai mal à la tête dès que je suis debout et ça passe quand je m'allonge à plat", 1, 'positional'],
      ["a chaque fois que je tousse ou que je pousse aux toilettes j'ai une douleur violente a la tete", 1, 'exertion'],
      ["Hier j'ai perdu la vue d'un oeil pendant une minute, comme un rideau qui tombe, puis c'est revenu", 1, 'visual-loss'],
      ["Mon pépé a mal à la mâchoire quand il mâche, le cuir chevelu sensible quand il se coiffe et par moments il voit tout noir d'un œil", 2, 'visual-loss'],
      ["Mon fils a 39 de fièvre, mal à la tête et il n'arrive pas à toucher sa poitrine avec le menton", 1, 'fever-stiff-neck'],
      ['Mon mari a mal à la tête depuis hier et il dit des choses qui ont pas de sens, il est très somnolent', 2, 'confusion'],
      [
        "Ma fille de 8 ans se réveille la nuit avec mal à la tête, elle vomit avant le petit déj et la maîtresse dit qu'elle se cogne partout",
        1,
        'child-warning',
      ],
      ["J'ai 58 ans, j'ai jamais eu mal à la tête de ma vie et là ça fait deux semaines que j'ai mal tous les jours", 1, 'new-after-50'],
      ['Mon père (79 ans, Alzheimer) voit des gens dans sa chambre depuis hier soir et nous reconnait plus, il a mal a la tete aussi', 2, 'sudden-confusion'],
      ['jai mal a la tete des que je tousse ou que je me mouche', 1, 'exertion'],
      ['mes migraines sont de plus en plus fortes et de plus en plus rapprochées', 1, 'progressive'],
      ['mon fils de 6 ans a mal a la tete le matin, il vomit au reveil et il penche la tete sur le coté depuis quelques semaines', 1, 'child-warning'],
      ['ma fille a de la fièvre et des petites taches rouges qui ne s effacent pas sous le verre', 1, 'fever-stiff-neck'],
    ],
    harmless: [
      "J'ai de moins en moins de migraines depuis le botox",
      "J'ai ma migraine habituelle, pas de fièvre, pas de raideur de nuque, juste la lumière qui me gêne. Je peux prendre un triptan ?",
      'Mes maux de tête vont beaucoup mieux depuis que je prends du magnésium',
      "Quand j'ai une migraine je m'allonge dans le noir et ça passe",
      'Ma grand-mère a fait un AVC il y a des années, est-ce que ça augmente mon risque ?',
      "Mon père a Alzheimer et mélange parfois les prénoms des petits-enfants, c'est la maladie ?",
    ],
  },
  Deutsch: {
    flagged: [
      ['Früher hatte ich einmal im Monat Migräne, jetzt fast jeden Tag, es wird von Woche zu Woche schlimmer', 1, 'progressive'],
      [
        'Hallo, meine Mutter ist 85 und hat eine beginnende Demenz. Seit vorgestern ist sie wie ausgewechselt, sie weiß nicht mehr dass sie in ihrer eigenen Wohnung ist und schreit nachts. Was sollen wir tun?',
        2,
        'sudden-confusion',
      ],
      ['Seit der PDA bei der Geburt hab ich Kopfschmerzen sobald ich aufstehe, im Liegen wird es besser', 1, 'positional'],
      ['jedes mal wenn ich huste oder auf dem Klo presse bekomme ich heftige Kopfschmerzen', 1, 'exertion'],
      ['Gestern hab ich plötzlich auf einem Auge für eine Minute nichts gesehen, wie ein Vorhang, jetzt geht es wieder', 1, 'visual-loss'],
      ['Mein Opa hat Schmerzen im Kiefer beim Kauen, die Kopfhaut tut beim Kämmen weh und ab und zu wird es ihm auf einem Auge kurz schwarz', 2, 'visual-loss'],
      ['Mein Sohn hat 39 Fieber, Kopfweh und kann das Kinn nicht auf die Brust legen', 1, 'fever-stiff-neck'],
      ['Mein Mann hat seit gestern Kopfschmerzen, redet wirres Zeug und ist kaum wach zu kriegen', 2, 'confusion'],
      ['Meine Tochter (7) wacht nachts mit Kopfweh auf, erbricht vor dem Frühstück und die Lehrerin sagt sie ist so tollpatschig geworden', 1, 'child-warning'],
      ['Ich bin 61 und hatte nie Kopfweh, aber seit drei Wochen hab ich jeden Tag Kopfschmerzen', 1, 'new-after-50'],
      ['Meine Oma (88) sieht seit heute früh Leute im Zimmer die nicht da sind und erkennt uns nicht, Kopfschmerzen hat sie auch', 2, 'sudden-confusion'],
      ['Beim Husten oder Niesen schießt mir jedes Mal ein Schmerz in den Kopf', 1, 'exertion'],
      ['die Kopfschmerzen werden immer heftiger und kommen immer öfter', 1, 'progressive'],
      ['unser Sohn (5) hat seit Wochen morgens Kopfweh, spuckt nach dem Aufwachen und schielt neuerdings', 1, 'child-warning'],
      ['Ich hab Fieber, Kopfweh und mein Nacken ist total steif', 1, 'fever-stiff-neck'],
    ],
    harmless: [
      'Ich habe immer seltener Migräne seit dem Botox',
      'Ich habe meine übliche Migräne, kein Fieber, kein steifer Nacken, nur das Licht stört. Darf ich Ibuprofen nehmen?',
      'Meine Kopfschmerzen sind viel besser geworden seit ich Magnesium nehme',
      'Wenn ich Migräne habe lege ich mich ins dunkle Zimmer und dann geht es vorbei',
      'Meine Oma hatte vor vielen Jahren einen Schlaganfall, erhöht das mein Risiko?',
      'Mein Vater hat Alzheimer und verwechselt manchmal die Namen der Enkel, gehört das dazu?',
    ],
  },
  Italian: {
    flagged: [
      ["Prima avevo l'emicrania una volta al mese, adesso quasi tutti i giorni e peggiora di settimana in settimana", 1, 'progressive'],
      [
        "Buongiorno, mia madre ha 83 anni e un inizio di Alzheimer. Da l'altro ieri è un'altra persona, non sa più di essere a casa sua e di notte urla. Cosa facciamo?",
        2,
        'sudden-confusion',
      ],
      ["Dopo l'epidurale ho mal di testa appena mi alzo e passa quando sto sdraiata", 1, 'positional'],
      ['ogni volta che tossisco o spingo in bagno mi viene un mal di testa fortissimo', 1, 'exertion'],
      ['Ieri per un minuto non ci vedevo più da un occhio, come una tenda che scende, poi è tornato tutto normale', 1, 'visual-loss'],
      [
        'Mio nonno ha male alla mandibola quando mastica, il cuoio capelluto gli fa male a pettinarsi e ogni tanto per qualche secondo vede tutto nero da un occhio',
        2,
        'visual-loss',
      ],
      ['Mio figlio ha 39 di febbre, mal di testa e non riesce a toccare il petto con il mento', 1, 'fever-stiff-neck'],
      ['Mio marito ha mal di testa da ieri, dice cose senza senso ed è sempre addormentato', 2, 'confusion'],
      ['Mia figlia di 7 anni si sveglia di notte col mal di testa, vomita prima di colazione e la maestra dice che è diventata goffa', 1, 'child-warning'],
      ['Ho 60 anni e non ho mai sofferto di mal di testa, ma da tre settimane mi fa male la testa tutti i giorni', 1, 'new-after-50'],
      ['Mia nonna di 86 anni da stamattina vede persone che non ci sono e non riconosce più nessuno, dice che ha mal di testa', 2, 'sudden-confusion'],
      ['mi viene mal di testa ogni volta che starnutisco o faccio uno sforzo', 1, 'exertion'],
      ['il mal di testa è sempre più forte e sempre più frequente', 1, 'progressive'],
      ['mio figlio di 6 anni ha mal di testa al mattino e vomita appena sveglio, e da qualche settimana inclina la testa di lato', 1, 'child-warning'],
      ['ho la febbre alta e delle macchioline viola sulle gambe che non scompaiono se premo col bicchiere', 1, 'fever-stiff-neck'],
    ],
    harmless: [
      'Ho sempre meno attacchi di emicrania da quando faccio il botox',
      'Ho la mia solita emicrania, niente febbre, niente rigidità al collo, solo la luce mi dà fastidio. Posso prendere il triptano?',
      'I miei mal di testa sono migliorati molto da quando prendo il magnesio',
      "Quando ho l'emicrania mi sdraio al buio e mi passa",
      'Mia nonna ha avuto un ictus tanti anni fa, questo aumenta il mio rischio?',
      "Mio padre ha l'Alzheimer e a volte confonde i nomi dei nipoti, fa parte della malattia?",
    ],
  },
  Portuguese: {
    flagged: [
      ['Antes eu tinha enxaqueca uma vez por mês, agora é quase todo dia e piora a cada semana', 1, 'progressive'],
      [
        'Oi, minha mãe tem 81 anos e Alzheimer no começo. Desde anteontem ela é outra pessoa, não sabe que está na própria casa e grita de noite. O que a gente faz?',
        2,
        'sudden-confusion',
      ],
      ['Desde a peridural do parto tenho dor de cabeça quando fico em pé e melhora quando deito', 1, 'positional'],
      ['toda vez que eu tusso ou faço força no banheiro me dá uma dor de cabeça muito forte', 1, 'exertion'],
      ['Ontem fiquei sem enxergar de um olho por um minuto, como uma cortina descendo, depois voltou', 1, 'visual-loss'],
      ['Meu avô sente dor no maxilar quando mastiga, o couro cabeludo dói para pentear e às vezes ele vê tudo escuro de um olho', 2, 'visual-loss'],
      ['Meu filho está com 39 de febre, dor de cabeça e não consegue encostar o queixo no peito', 1, 'fever-stiff-neck'],
      ['Meu marido está com dor de cabeça desde ontem, fala coisas sem sentido e está muito sonolento', 2, 'confusion'],
      ['Minha filha de 7 anos acorda de noite com dor de cabeça, vomita antes do café da manhã e a professora diz que ela anda desastrada', 1, 'child-warning'],
      ['Tenho 62 anos e nunca tive dor de cabeça, mas há três semanas sinto dor de cabeça todo dia', 1, 'new-after-50'],
      ['Minha avó de 87 anos desde hoje de manhã tá vendo gente que não existe e não reconhece ninguém, reclama de dor de cabeça', 2, 'sudden-confusion'],
      ['sinto uma dor de cabeça forte toda vez que espirro ou dou risada', 1, 'exertion'],
      ['a dor de cabeça tá cada vez mais forte e mais frequente', 1, 'progressive'],
      ['meu filho de 6 anos acorda com dor de cabeça e vomita, e agora anda entortando a cabeça pro lado', 1, 'child-warning'],
      ['estou com febre e umas manchinhas roxas na perna que não somem quando aperto o copo', 1, 'fever-stiff-neck'],
    ],
    harmless: [
      'Tenho cada vez menos crises de enxaqueca desde o botox',
      'Estou com minha enxaqueca de sempre, sem febre, sem rigidez na nuca, só a luz incomoda. Posso tomar ibuprofeno?',
      'Minhas dores de cabeça melhoraram muito desde que tomo magnésio',
      'Quando tenho enxaqueca eu deito no escuro e passa',
      'Minha avó teve um AVC há muitos anos, isso aumenta meu risco?',
      'Meu pai tem Alzheimer e às vezes troca os nomes dos netos, faz parte da doença?',
    ],
  },
};

describe('headache and dementia red flags as patients and carers write them (es, fr, de, it, pt)', () => {
  for (const [language, phrasings] of Object.entries(PHRASINGS)) {
    it.each(phrasings.flagged)(`${language}: %s (agent %i) is %s`, (message, agent, category) => {
      expect(detectRedFlags(message, agent)).toContain(category);
    });

    it(`takes everyday migraine and care talk in ${language} for what it is`, () => {
      for (const message of phrasings.harmless) {
        for (const agent of [1, 2] as const) {
          expect(detectRedFlags(message, agent), `${message} (agent ${agent})`).toEqual([]);
        }
      }
    });
  }
});
