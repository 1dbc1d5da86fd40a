/**
 * How many recognitions each user has running on this instance. Recognition is the CPU-heavy
 * part of voice (a 60 s recording costs seconds of a core), so one user's parallel uploads must
 * not take every core: a user past `perUser` is refused until one of theirs ends. Kept in memory:
 * the cores it protects are this process's.
 */
export interface RecognitionSlots {
  /** A slot for the user and the function that gives it back, or null when all of theirs are taken. */
  take(userId: string): (() => void) | null;
}

export function createRecognitionSlots(perUser: number): RecognitionSlots {
  const running = new Map<string, number>();
  return {
    take(userId) {
      const count = running.get(userId) ?? 0;
      if (count >= perUser) return null;
      running.set(userId, count + 1);
      let isGivenBack = false;
      return () => {
        if (isGivenBack) return;
        isGivenBack = true;
        const left = (running.get(userId) ?? 1) - 1;
        if (left > 0) running.set(userId, left);
        else running.delete(userId);
      };
    },
  };
}
