import { describe, expect, it } from 'vitest';
import { detectRedFlags } from './red-flags';

// Written for this test, apart from the evaluation set: the same dangers as patients write them.
describe('red flags in every chat language, script and spelling', () => {
  it.each([
    ['Serbian, Cyrillic', 'Имам најгору главобољу у животу, дошла је изненада као удар грома', 'thunderclap'],
    ['Serbian, Latin', 'Imam najgoru glavobolju u životu, došla je iznenada kao udar groma', 'thunderclap'],
    ['Serbian, no diacritics', 'imam najgoru glavobolju u zivotu, dosla je iznenada', 'thunderclap'],
    ['Croatian', 'Imam temperaturu 39 i ukočen vrat, jako me boli glava', 'fever-stiff-neck'],
    ['Bosnian', 'Utrnula mi je lijeva ruka i ne mogu normalno govoriti', 'neuro-deficit'],
    ['Slovenian', 'Nenadoma me je zabolela glava, najhujši glavobol v življenju', 'thunderclap'],
    ['Macedonian, Cyrillic', 'Паднав и ја удрив главата, сега многу ме боли', 'head-injury'],
    ['Macedonian, Latin', 'Padnav i ja udriv glavata, sega mnogu me boli', 'head-injury'],
    ['Bulgarian', 'Имам висока температура и схванат врат, главата ме цепи', 'fever-stiff-neck'],
    ['Russian', 'Внезапно началась самая сильная головная боль в моей жизни', 'thunderclap'],
    ['Greek', 'Έχω πυρετό και πιασμένο αυχένα, με πονάει πολύ το κεφάλι', 'fever-stiff-neck'],
    ['Greek, no accents', 'exafnika o xeiroteros ponokefalos', 'thunderclap'],
    ['Romanian', 'Am febră mare și gâtul înțepenit, mă doare capul îngrozitor', 'fever-stiff-neck'],
    ['Hungarian', 'Hirtelen életem legrosszabb fejfájása kezdődött', 'thunderclap'],
    ['Spanish', 'De repente el peor dolor de cabeza de mi vida', 'thunderclap'],
    ['French', "J'ai de la fièvre et la nuque raide, mal de tête terrible", 'fever-stiff-neck'],
    ['German compound', 'Seit gestern Fieber und Nackensteifigkeit, dazu Kopfschmerzen', 'fever-stiff-neck'],
    ['Italian', 'Non riesco a muovere il braccio destro e parlo male', 'neuro-deficit'],
    ['Portuguese', 'Estou grávida de 34 semanas, dor de cabeça forte e visão turva', 'pregnancy'],
    ['Chinese', '突然出现这辈子最剧烈的头痛', 'thunderclap'],
    ['Japanese', '突然、人生で最悪の頭痛がしました', 'thunderclap'],
    ['Serbian with a typo', 'imam temperatru i ukocen vrat', 'fever-stiff-neck'],
  ] as const)('%s: "%s" is %s', (_language, message, category) => {
    expect(detectRedFlags(message, 1)).toContain(category);
  });

  it.each([
    ['Serbian', 'Mama je od jutros odjednom potpuno zbunjena i ne prepoznaje me', 'sudden-confusion'],
    ['Deutsch', 'Mein Vater ist heute Nacht gestürzt und lag auf dem Boden', 'fall'],
    ['French', 'Ma mère est tombée dans la salle de bain ce matin', 'fall'],
    ['Chinese', '奶奶今天早上突然糊涂了，不认识我们了', 'sudden-confusion'],
  ] as const)('%s on the dementia agent: "%s" is %s', (_language, message, category) => {
    expect(detectRedFlags(message, 2)).toContain(category);
  });

  it.each([
    ['Serbian', 'Da li kafa može da izazove migrenu?'],
    ['Serbian, negated', 'Boli me glava, ali nemam temperaturu i vrat nije ukočen'],
    ['Deutsch', 'Hilft Magnesium gegen Migräne?'],
    ['Deutsch, negated', 'Leichte Kopfschmerzen, kein Fieber, kein steifer Nacken'],
    ['French', 'Ma migraine habituelle, comme toujours, depuis des années'],
    ['Spanish', '¿Puedo tomar ibuprofeno para la migraña?'],
    ['Greek', 'Βοηθάει ο καφές στην ημικρανία;'],
    ['Russian', 'Помогает ли кофе при мигрени?'],
    ['Chinese', '喝咖啡会引起偏头痛吗？'],
    ['Japanese', 'コーヒーは片頭痛に良いですか？熱はありません'],
    ['English', 'my doctor offered propranolol or topiramate, what are the side effects?'],
  ] as const)('%s: "%s" raises no alarm', (_language, message) => {
    expect(detectRedFlags(message, 1)).toEqual([]);
  });
});
