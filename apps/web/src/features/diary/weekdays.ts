/**
 * A calm picture for each weekday header (spec section 2: a weekday emoji and the weekday name),
 * indexed by Date.getDay() (0 is Sunday).
 */
export const WEEKDAY_EMOJI: readonly string[] = ['☀️', '🌙', '🌱', '💧', '🍃', '🌷', '🌤️'];

export const weekdayEmoji = (date: Date): string => WEEKDAY_EMOJI[date.getDay()] ?? '';
