import { describe, expect, it } from 'vitest';
import { detectRedFlags } from './red-flags';

// A carer asking whether being more confused in the evening than in the morning is normal
// (sundowning, Alzheimer's Society) tells of a daily pattern, not of a sudden change: "than in the
// morning" and "for months" are no time of now. Written for this test in the 18 chat languages,
// apart from the evaluation sets; Romanian "de luni de zile", Greek "απ' ό,τι το πρωί" and
// Slovenian "kot zjutraj" had read as "since Monday" and "this morning" (session 27).
const EVENING_CONFUSION: string[] = [
  'Is it normal that mum is more confused in the evening than in the morning? It has been like this for months.',
  'Ist es normal, dass Mama abends verwirrter ist als morgens? Das ist schon seit Monaten so.',
  `Est-ce normal que maman soit plus confuse le soir que le matin ? C'est comme ça depuis des mois.`,
  '¿Es normal que mi madre esté más confundida por la tarde que por la mañana? Lleva meses así.',
  'È normale che la mamma sia più confusa la sera che la mattina? È così da mesi.',
  'É normal a minha mãe ficar mais confusa à noite do que de manhã? Está assim há meses.',
  'E normal ca mama să fie mai confuză seara decât dimineața? E așa de luni de zile.',
  'Normális, hogy anyám este zavartabb, mint reggel? Hónapok óta így van.',
  `Είναι φυσιολογικό η μαμά να είναι πιο μπερδεμένη το βράδυ απ' ό,τι το πρωί; Είναι έτσι εδώ και μήνες.`,
  'Je li normalno da je mama navečer zbunjenija nego ujutro? Tako je već mjesecima.',
  'Da li je normalno da je mama uveče zbunjenija nego ujutru? Tako je već mesecima.',
  'Ali je normalno, da je mama zvečer bolj zmedena kot zjutraj? Tako je že mesece.',
  'Нормално ли е мама да е по-объркана вечер, отколкото сутрин? Така е от месеци.',
  'Дали е нормално мама да е позбунета навечер отколку наутро? Така е со месеци.',
  'Нормально ли, что мама вечером более растерянная, чем утром? Так уже несколько месяцев.',
  '妈妈晚上比早上更糊涂，这正常吗？已经好几个月了。',
  '母が朝より夕方のほうが混乱しているのは普通ですか？もう何ヶ月もこうです。',
];

describe('confusion that is worse in the evening', () => {
  it.each(EVENING_CONFUSION)('is no sudden confusion: %s', (message) => {
    expect(detectRedFlags(message, 2)).toEqual([]);
  });

  it.each([
    'Mama je danes zjutraj nenadoma zmedena in ne prepozna nikogar.',
    'Η μαμά σήμερα το πρωί ξαφνικά μπερδεμένη, δεν μας αναγνωρίζει.',
    'Mama de azi dimineață e brusc confuză și nu ne recunoaște.',
  ])('while a sudden change this morning still is: %s', (message) => {
    expect(detectRedFlags(message, 2)).toContain('sudden-confusion');
  });
});
