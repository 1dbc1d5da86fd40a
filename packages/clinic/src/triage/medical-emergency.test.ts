import { describe, expect, it } from 'vitest';
import { detectRedFlags } from './red-flags';
import { URGENCY_OF } from './urgency';

// Choking, blue lips, breathing that stops or chest pain spreading to the arm need the emergency
// number whatever the chat is about (NHS, "When to call 999"; European Resuscitation Council
// Guidelines 2021, first aid). Round 6 of issue 32 found that a carer on the dementia agent telling
// of them got a caregiving article in 11 of 18 languages. The red flags are its messages, written
// apart from the lexicons by a helper session (a Russian carer's "ne prosypaetsya, ne reagiruet" is
// left: it is raised as sudden confusion, same day); the harmless ones were written for this test
// and hold the same words used otherwise (a blocked nose, heat, work, the distant past).
const EMERGENCIES: [message: string, agent: 1 | 2][] = [
  // Grandfather choking at dinner: squeaky breathing, lips turning blue, can't talk, pointing at throat; asks whether to give water.
  [
    'my grandad was eating his dinner and now hes coughing and making a weird squeaky noise when he breathes in, his lips are going bluish and he cant really talk, just points at his throat. is it ok if i just give him some water??',
    2,
  ],
  // Wife with Alzheimer's: chest pressure for an hour spreading to left arm, pale, sweaty, short of breath; asks about chamomile tea and waiting.
  [
    'meine frau hat alzheimer und seit ner stunde drückt es ihr auf der brust, sie sagt es zieht in den linken arm und sie ist ganz blass und schwitzig. sie kriegt schlecht luft. sie sagt es ist nur der magen. soll ich ihr nen kamillentee machen und abwarten?',
    2,
  ],
  // Mother choking on meat, can't cough, strange noise, lips turning blue; asks whether to give water.
  [
    "Ma mère avale de travers depuis quelques mois, mais là c'est pas pareil, elle s'est étouffée avec un morceau de viande, elle arrive plus à tousser, elle fait un bruit bizarre et ses lèvres deviennent bleues. Je lui donne de l'eau ?",
    2,
  ],
  // Grandmother won't wake, strange snoring breathing with long pauses, unresponsive to shaking and shouting; asks to let her sleep.
  [
    'Mi abuela no se despierta. Está en la cama respirando rarísimo, como ronquidos con pausas largas, y no responde aunque la muevo y le hablo alto. Anoche se tomó su quetiapina como siempre. ¿Puede ser que esté muy cansada y la dejo dormir?',
    2,
  ],
  // Father holding chest since morning, heaviness, cold sweat, breathless, purplish lips; says it's digestion; asks about Maalox.
  [
    'mio padre con demenza da stamattina si tiene il petto e dice che ha un peso, suda freddo e fa fatica a respirare, le labbra sono un po viola. Lui dice che è la digestione. Gli do un Maalox e vediamo?',
    2,
  ],
  // Aunt choking on bread, can't talk or cough, lips turning purple, hands at throat; asks whether to give water.
  [
    'Socorro a minha tia engasgou-se com pão, não consegue falar nem tossir, está a ficar com os lábios roxos e põe as mãos no pescoço. Ela tem demência e come muito depressa. O que faço?? Dou-lhe água?',
    2,
  ],
  // Father won't wake, laboured strange snoring, blue lips, unresponsive to shouting or shaking; asks to let him sleep.
  [
    'Tata nu se mai trezeste. Respira greu, sforaie ciudat, are buzele vinete si nu raspunde deloc cand il strig sau il scutur. Aseara a fost ca de obicei. Il las sa doarma ca poate e obosit?',
    2,
  ],
  // Husband choked at dinner, can't breathe or talk, clutching throat, lips turning blue; asks whether to give water.
  ['A férjem vacsoránál félrenyelt, most nem kap levegőt, nem tud beszélni, csak a torkához kap, és a szája kezd elkékülni. Adjak neki vizet??', 2],
  // Aunt has had chest tightness for half an hour spreading to left arm, sweating, breathless; says it's food; asks about Gaviscon.
  [
    'Η θεία μου που φροντίζω έχει πόνο στο στήθος εδώ και μισή ώρα, σαν σφίξιμο, της πάει στο αριστερό χέρι, ιδρώνει και λαχανιάζει. Λέει ότι είναι από το φαγητό. Να της δώσω ένα Gaviscon;',
    2,
  ],
  // help, mum choked on a piece of meat at lunch, barely breathing, gurgling, lips turned blue, I hit her back but nothing - what else do I do??
  [
    'pomagajte, mama se zagrcnula komadom mesa za rucak, jedva dise, krklja, usne su joj poplavile. ja sam je udarala po ledjima al nista. sta jos da radim??',
    2,
  ],
  // For half an hour my father has been breathing heavily and wheezing, lips blue, says his chest is tight, keeps pointing at it - should I give him one of his nitroglycerin?
  [
    'Баща ми от половин час диша тежко и хрипти, устните му са посинели и се оплаква, че го стяга в гърдите. Трудно обяснява заради деменцията, но все сочи гърдите. Да му дам ли един нитроглицерин от неговите?',
    2,
  ],
  // Grandpa choked on a tangyuan, can't cough it out, can't breathe, lips purple, back blows didn't work - what do I do?? answer quickly
  ['爷爷吃汤圆噎住了，咳也咳不出来，喘不上气，嘴唇都发紫了，我拍了背没用，怎么办？？快回我', 2],
  // Dad very weak since morning and now I can't wake him, shaking and calling, breathing oddly with pauses and snoring; usually sleepy but this is different - should I let him sleep?
  [
    'Tata je od jutra jako slab i sad ga ne mogu probuditi, drmam ga i zovem, diše nekako čudno, s pauzama, i hrče. Inače je pospan zbog bolesti, ali ovo je drukčije. Trebam li ga pustiti da spava?',
    2,
  ],
  // Mum choked on mochi, no voice, not breathing, lips turning purple, I'm hitting her back but it won't come out - what do I do
  ['母がお餅をのどに詰まらせて、声が出ない、息ができてない、唇が紫になってきた。背中たたいてるけど出てこない、どうしよう', 2],
  // My grandma with dementia has complained since this morning of chest tightness spreading to her left arm, she's sweaty and pale; she complains about all sorts so I don't know whether to believe her - what do you think?
  [
    'Баба ми со деменција од утрово се жали дека ја стега во градите и дека ѝ се шири во левата рака, потна е и бледа. Таа често се жали на секакви работи па не знам дали да ѝ верувам. Што мислите?',
    2,
  ],
  // Mum choked drinking water, coughed and coughed, now breathing hard, gurgling, lips bluish, about ten minutes - should I give her a bit more water to swallow?
  [
    'Мама се загрцнула док је пила воду, кашље и кашље, а сад тешко дише, крклја и усне су јој плавкасте. Прошло је десетак минута. Да ли да јој дам још мало воде да прогута?',
    2,
  ],
  // Dad has been holding his chest for half an hour, says it's pressing like someone sitting on him, sweaty and breathing hard; can't explain well because of dementia - give Aspirin and wait for it to pass?
  [
    'Ati se že pol ure drži za prsni koš, pravi da ga tišči, kot bi mu nekdo sedel na prsih, poten je in težko diha. Zaradi demence ne zna dobro povedat, kaj ga boli. Mu dam Aspirin in počakamo, da mine?',
    2,
  ],
];

const HARMLESS: string[] = [
  'my nose is so blocked I cant breathe through it at night, is it a sinus headache?',
  'He choked on his words when he tried to tell me about the diagnosis. How do I support him?',
  'My mother choked on a piece of meat two years ago and was fine. How do I make her food safer now?',
  'Nos mi ne diše od prehlade i boli me glava, što da uzmem?',
  'Нос не дышит третий день и болит голова, что можно принять?',
  'Il caldo mi soffoca e ho mal di testa tutti i pomeriggi, cosa posso fare?',
  'Estou sufocando de tanto trabalho e tenho dor de cabeça todos os dias.',
  'Vor Prüfungen habe ich Druck auf der Brust und Kopfschmerzen. Ist das Stress?',
  '我妈有痴呆，吃饭的时候容易呛到，怎么预防？',
  '認知症の父が食事でむせることが増えました。どう工夫すればいいですか？',
  'Ma mère avait les lèvres bleues de froid quand elle a fugué il y a trois ans. Comment éviter une autre fugue ?',
];

describe('a general medical emergency', () => {
  it('is an emergency', () => {
    expect(URGENCY_OF['medical-emergency']).toBe('emergency');
  });

  it.each(EMERGENCIES)('is raised: %s', (message, agent) => {
    expect(detectRedFlags(message, agent)).toContain('medical-emergency');
  });

  it.each(HARMLESS)('is not read into: %s', (message) => {
    for (const agent of [1, 2] as const) expect(detectRedFlags(message, agent), `agent ${agent}`).not.toContain('medical-emergency');
  });
});
