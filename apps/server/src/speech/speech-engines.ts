/** Speech-to-text: a WAV recording to its words. */
export interface SpeechToText {
  readonly name: string;
  transcribe(wav: Buffer): Promise<string>;
}

/** Text-to-speech: words to a WAV file, in the user's chat language where the engine has it. */
export interface TextToSpeech {
  readonly name: string;
  synthesize(text: string, language: string): Promise<{ audio: Buffer; contentType: string }>;
}

export class SpeechUnavailableError extends Error {}
