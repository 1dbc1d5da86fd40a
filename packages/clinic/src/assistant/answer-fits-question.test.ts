import { describe, expect, it } from 'vitest';
import { loadKnowledgeIndex } from '../knowledge/load-knowledge-index';
import { routeIntent } from './route-intent';
import { findRelevantEntries } from './select-relevant-entries';

const index = loadKnowledgeIndex();
const best = (message: string, agent: 1 | 2 = 1) => findRelevantEntries(index, message, agent)[0]?.id;

describe('the answer fits the question', () => {
  it.each([
    ['Does coffee help or hurt migraines?', 'caffeine-and-headache'],
    ['What can I take for a migraine attack?', 'acute-treatment-overview'],
    // The medicine named leads (knowledge/named-medicines.ts); its entry's opening gives the days (named-medicines.test.ts).
    ['How often can I take sumatriptan?', 'triptans'],
    ['¿El café ayuda o empeora la migraña?', 'caffeine-and-headache'],
    ['Koliko često smem da pijem sumatriptan?', 'acute-medication-day-limits'],
    ['偏头痛发作时可以吃什么药？', 'acute-treatment-overview'],
  ])('"%s" leads with %s', (message, entry) => {
    expect(best(message)).toBe(entry);
  });

  it.each([
    ['Zdravo!', 'greeting'],
    ['Vielen Dank', 'thanks'],
    ['Kakva je prognoza glavobolje za sutra?', 'forecast'],
    ['Was für Kopfschmerzen habe ich? Ist es Migräne?', 'diagnosis'],
    ['Koliko sam glavobolja imala ovog meseca?', 'diary-summary'],
    ['Hvala, ali kafa mi izaziva migrenu, šta da radim?', 'question'],
  ] as const)('routes "%s" to %s in any language', (message, intent) => {
    expect(routeIntent(message, 1)).toBe(intent);
  });
});
