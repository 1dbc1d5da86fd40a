import { describe, expect, it } from 'vitest';
import type { ChatLanguage } from '@cephalo/shared/chat-languages';
import { prepareQuestion } from '../assistant/prepare-question';
import { defaultConceptMatcher } from '../lexicon/default-concept-matcher';
import { detectRedFlags } from '../triage/red-flags';
import { loadKnowledgeIndex } from './load-knowledge-index';

// Someone else's meningitis (a colleague, a child at school, a neighbour): the answer is the entry
// on close contacts (NHS; UKHSA guidance on meningococcal disease), not the emergency alarm, unless
// the writer tells of symptoms of their own. Written for this test, apart from the questions file.
const THIRD_PARTY: Record<ChatLanguage, string> = {
  English: 'a girl in my son’s class has meningitis, can he catch it from her?',
  Serbian: 'devojčica iz sinovljevog razreda ima meningitis, može li on da se zarazi?',
  Croatian: 'djevojčica iz sinova razreda ima meningitis, može li se on zaraziti?',
  Bosnian: 'djevojčica iz sinovog razreda ima meningitis, može li se on zaraziti?',
  Slovenian: 'deklica iz sinovega razreda ima meningitis, se lahko okuži?',
  Macedonian: 'девојче од класот на синот има менингитис, може ли тој да се зарази?',
  Greek: 'ένα κορίτσι στην τάξη του γιου μου έχει μηνιγγίτιδα, μπορεί να την κολλήσει;',
  Bulgarian: 'момиче от класа на сина ми има менингит, може ли той да се зарази?',
  Romanian: 'o fetiță din clasa fiului meu are meningită, se poate îmbolnăvi și el?',
  Hungarian: 'a fiam osztályában egy kislány agyhártyagyulladásos, elkaphatja tőle?',
  Russian: 'у девочки из класса сына менингит, может ли он заразиться?',
  Spanish: 'una niña de la clase de mi hijo tiene meningitis, ¿se puede contagiar?',
  French: 'une fille de la classe de mon fils a une méningite, peut-il l’attraper ?',
  Deutsch: 'ein Mädchen aus der Klasse meines Sohnes hat Meningitis, kann er sich anstecken?',
  Italian: 'una bambina della classe di mio figlio ha la meningite, può prenderla anche lui?',
  Portuguese: 'uma menina da turma do meu filho tem meningite, ele pode apanhar?',
  Chinese: '儿子班上一个女孩得了脑膜炎，他会被传染吗？',
  Japanese: '息子のクラスの女の子が髄膜炎になりました。息子にうつりますか？',
};

describe('meningitis of someone else: the entry on close contacts', () => {
  const index = loadKnowledgeIndex();
  const concepts = defaultConceptMatcher();

  for (const [language, message] of Object.entries(THIRD_PARTY) as [ChatLanguage, string][]) {
    it(`answers from the close-contacts entry without an alarm in ${language}`, () => {
      expect(detectRedFlags(message, 1)).toEqual([]);
      const prepared = prepareQuestion({ index, concepts, message, agent: 1, language });
      expect(prepared.entries[0]?.id).toBe('meningitis-close-contacts');
    });
  }

  it('is no answer to a message that does not name meningitis, or names it only years ago', () => {
    for (const message of [
      'My daughter is 10 and has migraines, can I give her aspirin before school?',
      'Дъщеря ми е на 10 и има мигрена, мога ли да ѝ давам аспирин?',
      'my colleague gets headaches at his desk every afternoon, is it the screen?',
      'I had meningitis as a child 30 years ago. Do my migraines come from it?',
    ]) {
      const prepared = prepareQuestion({ index, concepts, message, agent: 1, language: 'English' });
      expect(
        prepared.entries.map((entry) => entry.id),
        message,
      ).not.toContain('meningitis-close-contacts');
    }
  });

  it('still raises the alarm when the writer has the signs', () => {
    expect(detectRedFlags('a colleague has meningitis and now I have a fever and a stiff neck', 1)).toContain('fever-stiff-neck');
  });
});
