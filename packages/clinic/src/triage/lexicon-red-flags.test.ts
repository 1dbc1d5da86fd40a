import { describe, expect, it } from 'vitest';
import { detectRedFlags } from './red-flags';

// Written for this test, apart from the evaluation set: rules that hold in every language.
describe('red-flag rules over the lexicon concepts', () => {
  it('takes the name of a thunderclap headache or of meningitis for a question, but not with a sign of now', () => {
    expect(detectRedFlags('what is a thunderclap headache?', 1)).toEqual([]);
    expect(detectRedFlags('什么是霹雳样头痛？', 1)).toEqual([]);
    expect(detectRedFlags('Τι είναι ο κεραυνοβόλος πονοκέφαλος;', 1)).toEqual([]);
    expect(detectRedFlags('I suddenly have a thunderclap headache right now', 1)).toContain('thunderclap');
    expect(detectRedFlags('Is meningitis contagious? I have my usual tension headache today', 1)).toEqual([]);
    expect(detectRedFlags('Mislim da imam meningitis, imam temperaturu i boli me glava', 1)).toContain('fever-stiff-neck');
  });

  it('keeps a fall years ago in the past even when a later clause speaks of now', () => {
    expect(detectRedFlags('La mamma 3 anni fa è caduta e si è rotta il femore, adesso sta bene. Può vivere da sola?', 2)).toEqual([]);
    expect(detectRedFlags('Дедушка упал два года назад, сломал руку, сейчас всё зажило.', 2)).toEqual([]);
    expect(detectRedFlags('Baka je pala jutros i ne može ustati', 2)).toContain('fall');
  });

  it('reads an age in parentheses, and takes "can\'t get up" after a fall for the fall', () => {
    const flags = detectRedFlags('Dedek (88, demenca) je padel v kopalnici in ne more vstati, boli ga koleno.', 2);
    expect(flags).toContain('fall');
    expect(flags).not.toContain('neuro-deficit');
    expect(detectRedFlags('Mož (68) ima nov glavobol v sencih, boli ga, ko žveči', 2)).toContain('new-after-50');
  });

  it('negates a Japanese term in a Chinese message with the Chinese cue', () => {
    expect(detectRedFlags('我妈有阿尔茨海默病，最近没有突然变糊涂，头也不痛。', 2)).not.toContain('sudden-confusion');
  });

  it('takes vision that dims for seconds beside papilloedema for papilloedema, not a loss of sight', () => {
    const flags = detectRedFlags('Optičar je rekao da mi je živac u oku otečen, glava me boli i na par sekundi mi potamni vid kad ustanem', 1);
    expect(flags).toContain('papilloedema');
    expect(flags).not.toContain('visual-loss');
    expect(flags).not.toContain('thunderclap');
  });
});
