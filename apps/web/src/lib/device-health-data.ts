/**
 * Health data kept in this browser's storage (a diary draft, issue 34) is stored under one prefix,
 * so logout removes all of it at once (endSession) without knowing each feature's keys: on a
 * shared device the next person must find nothing of the last one's health.
 */
export const DEVICE_HEALTH_DATA_PREFIX = 'health:';

/** Removes every item stored under DEVICE_HEALTH_DATA_PREFIX (storage that cannot be read is skipped). */
export function forgetHealthDataOnDevice(storage: Storage | undefined = globalThis.localStorage): void {
  if (!storage) return;
  try {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
      (key): key is string => key !== null && key.startsWith(DEVICE_HEALTH_DATA_PREFIX),
    );
    keys.forEach((key) => storage.removeItem(key));
  } catch {
    // Blocked storage holds nothing of ours.
  }
}
