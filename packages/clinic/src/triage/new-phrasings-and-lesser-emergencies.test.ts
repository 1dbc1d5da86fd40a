import { describe, expect, it } from 'vitest';
import type { AgentId } from '@cephalo/shared/agents';
import { detectRedFlags } from './red-flags';
import { urgentAlert } from './urgency';

// Sentences written for these tests (issue 32, round 8 and after), over the repository's
// lexicons: red flags told in another word order or typed in Latin letters are found by the
// matching mechanisms, not by a phrase written for them; their harmless twins stay quiet; a minor
// bump in an older person's fall and a recurrent exertional headache get their lesser level.
const urgency = (message: string, agent: AgentId = 1) => urgentAlert(detectRedFlags(message, agent), 'English')?.urgency ?? 'none';

describe('red flags told in another order or typed in Latin letters', () => {
  it.each([
    ['Russian typed in Latin, neck words in another order', 'u docheri temperatura 39 i ona ne mozhet sheyu sognut, chto delat?', 1, 'fever-stiff-neck'],
    ['Russian typed in Latin, upright headache', 'u menya uzhe tri dnya golova bolit tolko kogda vstayu, a lezha prohodit cherez 10 minut', 1, 'positional'],
    [
      'Greeklish, a child waking with headache and vomiting',
      'o gios mou einai 7 xronwn kai kathe prwi ksypnaei me ponokefalo kai kanei emeto',
      1,
      'child-warning',
    ],
    [
      'Greeklish, sudden loss of speech and a weak arm',
      'h mama mou einai 80 kai simera to prwi ksafnika den mporei na milisei kai to xeri tis einai adynamo',
      2,
      'neuro-deficit',
    ],
    ['Serbian, "not back" with its clitic before the negation', 'Tata još se nije vratio iz šetnje, a prošla su tri sata i mrak je', 2, 'missing-person'],
    ['Croatian, a stiff neck told noun first', 'Imam 39 i pol, a vrat mi je toliko ukočen da bradom ne dodirujem prsa', 1, 'fever-stiff-neck'],
  ] as const)('%s', (_kind, message, agent, category) => {
    expect(detectRedFlags(message, agent)).toContain(category);
  });

  it.each([
    ['a stiff neck after training, no fever, typed in Latin', 'Sheyu ne mogu sognut uzhe dva dnya posle trenirovki, no temperatury net i golova ne bolit'],
    ['no fever in Greeklish, only a headache', 'den exw pyreto, mono ponokefalo kai o laimos mou einai ligo dyskamptos'],
    ['denials typed in Latin', 'net temperatury, sheya ne bolit, prosto obychnaya migren'],
    ['he came back', 'Tata se vratio iz šetnje, nije bio dugo vani'],
  ])('no alarm: %s', (_kind, message) => {
    expect(detectRedFlags(message, 2)).toEqual([]);
  });
});

describe("a bump to the head in an older person's fall (NICE NG232 risk factors)", () => {
  it.each([
    [
      'Dad (81, Alzheimers) tripped on the rug and banged his head on the door frame, small bruise. He is chatting as usual, no sickness, not on blood thinners.',
    ],
    [
      'Baka (86) s demencijom pala je u kupaonici i udarila glavom o umivaonik, ima čvorugu. Ponaša se kao inače, ne povraća, ne pije lijekove za razrjeđivanje krvi.',
    ],
    [
      'Nonna (87, demenza) è caduta in cucina e ha battuto la testa contro la sedia, ha un bernoccolo. Sta come sempre, non ha vomitato, non prende anticoagulanti.',
    ],
    ['Mi abuelo (84, alzhéimer) se cayó en el pasillo y se golpeó la cabeza con la puerta, tiene un chichón. Está como siempre y no toma anticoagulantes.'],
    [
      'Opa (83, Demenz) ist heute Mittag im Flur gestürzt und hat sich den Kopf am Türrahmen gestoßen, kleine Beule. Er redet ganz normal, hat nicht erbrochen und nimmt keine Blutverdünner.',
    ],
  ])('without a risk factor, the fall advice of the same day: %s', (message) => {
    expect(detectRedFlags(message, 2)).toEqual(['fall']);
    expect(urgency(message, 2)).toBe('same-day');
  });

  it.each([
    ['Baka (86) s demencijom pala je u kupaonici i udarila glavom o umivaonik, ima čvorugu. Pije Xarelto.'],
    ['Opa (83, Demenz) ist heute Mittag im Flur gestürzt und hat sich den Kopf am Türrahmen gestoßen, kleine Beule. Er nimmt Marcumar.'],
    ['Opa (83, Demenz) ist heute Mittag im Flur gestürzt und hat sich den Kopf am Türrahmen gestoßen. Seitdem hat er zweimal erbrochen.'],
    ['Nonna (87, demenza) è caduta in cucina e ha battuto la testa contro la sedia, e da allora ha vomitato due volte ed è molto sonnolenta.'],
  ])('on a blood thinner, or vomiting or drowsy since, still an emergency: %s', (message) => {
    expect(urgency(message, 2)).toBe('emergency');
  });
});

describe('an explosive headache on exertion or at orgasm that keeps coming back (ICHD-3 4.2, 4.3)', () => {
  it.each([
    ['For the fourth time now, right at orgasm, a sudden violent pain explodes in the back of my head and fades over an hour. I am 34.'],
    ['Cada vez que hago pesas en el gimnasio me viene de golpe un dolor fortísimo en la nuca, ya es la tercera vez este mes. Tengo 31 años.'],
    ['Schon zum dritten Mal beim Sex ganz plötzlich ein heftiger Schmerz im Hinterkopf, der nach einer Stunde nachlässt. Ich bin 38.'],
    ['Treći put mi se desilo da mi pri vrhuncu seksa iznenada eksplodira jaka bol u potiljku, pa traje sat vremena. Imam 36 godina.'],
    ['Ya tretiy raz vo vremya seksa chuvstvuyu rezkuyu silnuyu bol v zatylke, potom chas tupaya bol. Mne 35.'],
  ])('recurring: book a visit soon: %s', (message) => {
    expect(urgency(message)).toBe('soon');
  });

  it.each([
    ['Tonight during sex a sudden violent pain exploded in the back of my head, I have never had anything like it. I am 34.'],
    ['Hoy haciendo pesas en el gimnasio me vino de golpe un dolor fortísimo en la nuca, nunca había tenido nada igual. Tengo 31 años.'],
    ['Heute beim Sex ganz plötzlich ein heftiger Schmerz im Hinterkopf, so etwas hatte ich noch nie. Ich bin 38.'],
  ])('the first time: an emergency: %s', (message) => {
    expect(urgency(message)).toBe('emergency');
  });
});
