/** Answers still being written for askers who left; a shutdown waits for them (server.ts). */
const answersWithoutAsker = new Set<Promise<void>>();

/** Holds an answer being finished for an asker who left until it is stored (or given back). */
export function keepAnswerWithoutAsker(finishing: Promise<void>): void {
  answersWithoutAsker.add(finishing);
  void finishing.finally(() => answersWithoutAsker.delete(finishing));
}

/** Resolves once every answer being written for an asker who left is stored (or given back). */
export async function settleAnswersWithoutAsker(): Promise<void> {
  while (answersWithoutAsker.size > 0) await Promise.allSettled([...answersWithoutAsker]);
}
