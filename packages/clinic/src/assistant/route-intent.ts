/** What a chat message asks for, before any retrieval. */
export type Intent = 'greeting' | 'thanks' | 'question';

const GREETING = /^\s*(hi|hello|hey|good (morning|afternoon|evening)|hallo|hola|bonjour|ciao|zdravo|cao|ćao)[\s!.,]*$/i;
const THANKS = /^\s*(thanks?( you)?( so much| a lot)?|thank you|cheers|ok(ay)? thanks?|great,? thanks?|hvala|danke|merci|gracias|grazie)[\s!.,]*$/i;

export function routeIntent(message: string): Intent {
  if (GREETING.test(message)) return 'greeting';
  if (THANKS.test(message)) return 'thanks';
  return 'question';
}
