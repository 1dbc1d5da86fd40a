import { describe, expect, it } from 'vitest';
import type { ChatLanguage } from '@cephalo/shared/chat-languages';
import { loadKnowledgeIndex } from '../knowledge/load-knowledge-index';
import { defaultConceptMatcher } from '../lexicon/default-concept-matcher';
import { prepareQuestion } from './prepare-question';

// Written for this test, apart from the evaluation sets: questions about a film, a series, a
// crossword or a word's translation whose plots hold medical words (blind tuning round 7 found
// them answered from knowledge entries, some with an alarm; issue 32), one in every language.
const MEDIA_QUESTIONS: Record<ChatLanguage, string> = {
  English: 'What was the name of that film where the main character gets amnesia after a car crash?',
  Serbian: 'Kako se zvao onaj film gde deda ima demenciju i beži od kuće?',
  Croatian: 'U seriji koju gledam glavni lik ima tumor na mozgu, u kojoj sezoni je to bilo?',
  Bosnian: 'Kako se zove film gdje se žena udari u glavu i zaboravi muža?',
  Slovenian: 'V kateri epizodi serije ima zdravnik nenaden glavobol in pade v nezavest?',
  Macedonian: 'Како се викаше филмот каде бабата со деменција се губи во градот?',
  Bulgarian: 'Как се превежда на английски „мозъчен удар“? Превеждам субтитри.',
  Greek: 'Πώς λεγόταν η ταινία όπου η ηρωίδα χάνει τη μνήμη της μετά από ατύχημα;',
  Hungarian: 'Melyik epizódban kap a főszereplő agyvérzést? Nem emlékszem a címére.',
  Romanian: 'Cum se numea filmul în care personajul principal are Alzheimer și se pierde?',
  Russian: 'Разгадываю кроссворд: внезапная потеря сознания, 8 букв. Обморок подходит?',
  Spanish: '¿En qué capítulo de la serie la protagonista tiene un derrame y no puede hablar?',
  French: "Comment s'appelle le film où le héros perd la mémoire après un coup à la tête ?",
  Deutsch: 'Wie hieß der Film, in dem die Hauptfigur plötzlich nicht mehr sprechen kann?',
  Italian: 'Come si chiamava quel film dove il protagonista ha un ictus e non parla più?',
  Portuguese: 'Qual o nome do filme em que a personagem tem Alzheimer e se perde na cidade?',
  Chinese: '有一部电影，女主得了脑瘤，头痛得很厉害，那部电影叫什么？',
  Japanese: '「脳卒中」って英語で何て言いますか？ドラマの字幕を作っています。',
};

describe('a question about a film, a series, a crossword or a translation', () => {
  const index = loadKnowledgeIndex();
  const concepts = defaultConceptMatcher();
  const prepare = (message: string, language: string) => prepareQuestion({ index, concepts, message, agent: 1, language });

  for (const [language, message] of Object.entries(MEDIA_QUESTIONS)) {
    it(`gets the scope message and no alarm in ${language}`, () => {
      const prepared = prepare(message, language);
      expect(prepared.alert, message).toBeNull();
      expect(
        prepared.entries.map((entry) => entry.id),
        message,
      ).toEqual([]);
    });
  }

  it('is answered when the writer also tells of their own headaches', () => {
    const prepared = prepare('In the film the heroine had a brain tumour and now I worry: my headaches come every weekend when I sleep in. Why?', 'English');
    expect(prepared.entries.length).toBeGreaterThan(0);
  });

  it('keeps words of suicide beside a film', () => {
    expect(prepare('In the film the main character jumps from a bridge, and honestly I want to die too.', 'English').redFlags).toContain('self-harm');
  });
});
