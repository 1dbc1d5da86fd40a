import { describe, expect, it } from 'vitest';
import { defaultConceptMatcher } from '../lexicon/default-concept-matcher';
import { detectRedFlags } from './red-flags';
import { urgentAlert } from './urgency';

// Written for this test, apart from the evaluation sets: the classes of phrasing that blind
// tuning round 5 found missed (issue 32), each in a few languages.
const urgencyOf = (message: string, agent: 1 | 2) => urgentAlert(detectRedFlags(message, agent), 'English')?.urgency ?? null;

describe('a plan of suicide told without the word', () => {
  it('counts means at hand beside a veiled thought of using them, in any language', () => {
    expect(detectRedFlags('I care for my wife alone. I have bought a rope and I keep thinking about when. Anyway, what about respite care?', 2)).toContain(
      'self-harm',
    );
    expect(detectRedFlags('Я уже купила верёвку, только жалко оставлять папу одного. Где найти сиделку?', 2)).toContain('self-harm');
    expect(detectRedFlags('Ho messo da parte le pastiglie di mio marito e sto pensando a come. Comunque, il centro diurno?', 2)).toContain('self-harm');
    expect(detectRedFlags('Gyűjtöm a tablettákat, és azon gondolkodom mikor. Mit lehet tenni az éjszakai nyugtalansággal?', 2)).toContain('self-harm');
  });

  it('counts standing on a bridge, or goodbye letters, beside a thought of it', () => {
    expect(detectRedFlags('After visiting mum I stood on the bridge again and think about it more each time', 2)).toContain('self-harm');
    expect(detectRedFlags("I've written goodbye letters, I can't keep doing this", 1)).toContain('self-harm');
  });

  it('takes the means alone, or the thought alone, for everyday talk', () => {
    expect(detectRedFlags('I bought a rope for the washing line, how do I stop dad wandering into the garden?', 2)).toEqual([]);
    expect(detectRedFlags('Ich überlege, wann wir den Pflegegrad beantragen sollen', 2)).toEqual([]);
  });

  it('counts a wish to disappear unnoticed or to die by an "accident" on its own', () => {
    expect(detectRedFlags('Sometimes I think if I went under a bus nobody would even notice, I could make it look like an accident', 2)).toContain('self-harm');
    expect(detectRedFlags('Mislim da bi svima bilo lakše da me nema', 2)).toContain('self-harm');
    expect(urgencyOf('Nikomu ne bi manjkalo, nihče ne bi opazil, če me ne bi bilo', 2)).toBe('emergency');
  });
});

describe('a week of pregnancy written as a number', () => {
  it('is a pregnancy, so pre-eclampsia signs give the same-day advice', () => {
    expect(detectRedFlags('Žena je u 34. nedelji, jako je boli glava i otekle su joj noge', 1)).toContain('pregnancy');
    expect(detectRedFlags('Sunt în săptămâna 36, mă doare capul foarte tare și văd steluțe', 1)).toContain('pregnancy');
    expect(detectRedFlags('На 35 неделе, сильно болит голова и отекло лицо', 1)).toContain('pregnancy');
  });

  it('is a pregnancy when a month is named, too', () => {
    expect(detectRedFlags('Sono al settimo mese, mal di testa fortissimo e vedo lucine', 1)).toContain('pregnancy');
  });

  it('is not a count of weeks', () => {
    const findings = defaultConceptMatcher().find('Imam glavobolju već 3 nedelje, jako boli');
    expect(findings.concepts.has('pregnant')).toBe(false);
  });
});

describe('signs that explain a deficit', () => {
  it("reads a child's clumsiness for weeks beside morning vomiting as HeadSmart's warning, not a stroke", () => {
    const flags = detectRedFlags('My 6 year old has been bumping into things for two weeks and throws up every morning', 1);
    expect(flags).toContain('child-warning');
    expect(flags).not.toContain('neuro-deficit');
    expect(urgencyOf('My 6 year old has been bumping into things for two weeks and throws up every morning', 1)).toBe('same-day');
    expect(detectRedFlags('My 6 year old throws up every morning and today he had a seizure', 1)).toContain('neuro-deficit');
  });

  it('reads double vision beside swollen optic discs as papilloedema', () => {
    const flags = detectRedFlags('Očni lekar kaže da mi je otečen očni živac, svaki dan me boli glava i vidim duplo', 1);
    expect(flags).toContain('papilloedema');
    expect(flags).not.toContain('neuro-deficit');
    expect(detectRedFlags('Očni lekar kaže da mi je otečen očni živac, a sad mi je lice iskrivljeno i vidim duplo', 1)).toContain('neuro-deficit');
  });

  it('reads vision that goes grey for a second on standing, beside a headache, as raised pressure (same day), in English too', () => {
    expect(urgencyOf('Headaches every day and when I stand up my vision goes grey for a second', 1)).toBe('same-day');
  });
});

describe('how a disoriented person, a sudden change and a missing person are told', () => {
  it('asking what year or day it is, or barely keeping the eyes open, is confusion', () => {
    expect(detectRedFlags('moja žena ima migrenu od jučer, sad me pita koja je godina i jedva drži oči otvorene', 1)).toContain('confusion');
    expect(detectRedFlags('Mein Mann hat seit gestern Kopfschmerzen und fragt welcher Tag heute ist', 1)).toContain('confusion');
  });

  it('a change since a weekday is sudden: delirium on the dementia agent', () => {
    expect(detectRedFlags('Mamie a Alzheimer, depuis jeudi elle voit des gens dans sa chambre et ne boit plus', 2)).toContain('sudden-confusion');
    expect(detectRedFlags('Ata ima demenco, od torka je zelo zmeden in ne pije', 2)).toContain('sudden-confusion');
  });

  it('someone still not back hours later is missing', () => {
    expect(detectRedFlags('Grandad has dementia, he went to the shop at 9, it is 1pm and he is still not back', 2)).toContain('missing-person');
    expect(detectRedFlags('Deda ima demenciju, otišao je u prodavnicu i još se nije vratio', 2)).toContain('missing-person');
  });

  it('a curtain over one eye is a loss of vision', () => {
    expect(urgencyOf('Auf dem rechten Auge ist plötzlich ein schwarzer Vorhang runtergegangen', 1)).toBe('emergency');
    expect(urgencyOf('Лявото око се покри с тъмно перде преди час', 1)).toBe('emergency');
  });
});

describe('a fever and a denial written as people write them', () => {
  it('reads "39 and a half" as a fever', () => {
    expect(detectRedFlags('Sin ima 39 i pol, boli ga glava i ne može da savije vrat', 1)).toContain('fever-stiff-neck');
  });

  it('takes "hasn\'t gone missing" for a denial in the English patterns', () => {
    expect(detectRedFlags("how do I stop my dad wandering at night? he hasn't gone missing but I worry", 2)).toEqual([]);
  });
});

describe("a child's age and words typed on a Latin keyboard", () => {
  it('reads an age alone in parentheses after a word as a child', () => {
    expect(detectRedFlags('Sin (8) se budi noću zbog glavobolje i povraća ujutro', 1)).toContain('child-warning');
    expect(defaultConceptMatcher().find('Glavobolja (3 dana) i povraćanje').isChild).toBe(false);
  });

  it("reads a child's vomiting on waking in Chinese and Japanese", () => {
    expect(detectRedFlags('女儿7岁，这两周早上起床就吐，还说头疼', 1)).toContain('child-warning');
    expect(detectRedFlags('7歳の娘が最近、朝起きると吐いてしまいます', 1)).toContain('child-warning');
  });

  it('reads Latin-typed Bulgarian, Russian and Greek', () => {
    expect(detectRedFlags('baba ima demencija, izleze sutrinta i oshte ya nyama', 2)).toContain('missing-person');
    expect(detectRedFlags('temperatura 39, sheya ne gnetsya, golova raskalyvaetsya', 1)).toContain('fever-stiff-neck');
    expect(detectRedFlags('merikes fores skeftomai oti oloi tha itan kalytera xwris emena', 2)).toContain('self-harm');
  });
});

describe('history is history', () => {
  it('a full stop after a year before a comma does not end the sentence', () => {
    expect(detectRedFlags('Imala sam saobraćajku 2016., potres mozga, sad me nekad zaboli glava posle posla', 1)).not.toContain('head-injury');
  });

  it('"sudden" tells how a past headache began, not that it is now', () => {
    expect(
      detectRedFlags('Cinque anni fa un mal di testa improvviso, mi hanno fatto la puntura lombare ed era tutto a posto. Ora solo la solita emicrania.', 1),
    ).toEqual([]);
  });
});
