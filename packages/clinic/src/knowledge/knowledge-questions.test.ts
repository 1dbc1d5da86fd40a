import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHAT_LANGUAGES } from '@cephalo/shared/chat-languages';
import { findRelevantEntries } from '../assistant/select-relevant-entries';
import { loadKnowledgeIndex } from './load-knowledge-index';
import { readKnowledgeFolder } from './read-knowledge-folder';
import { readKnowledgeQuestions } from './knowledge-questions';

const entries = readKnowledgeFolder();

describe("patients' questions per entry (knowledge-questions/)", () => {
  it('has at least three questions for every entry in every chat language', () => {
    const questions = readKnowledgeQuestions(entries);
    for (const language of CHAT_LANGUAGES) {
      const byId = questions.get(language);
      expect(byId, language).toBeDefined();
      const thin = entries.filter((entry) => (byId?.get(entry.id)?.length ?? 0) < 3).map((entry) => entry.id);
      expect(thin, language).toEqual([]);
    }
  });

  it('refuses questions of an entry that does not exist', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'questions-'));
    fs.writeFileSync(path.join(folder, 'English.yaml'), 'language: English\nentries:\n  no-such-entry:\n    - "what is this?"\n');
    expect(() => readKnowledgeQuestions(entries, folder)).toThrow(/no knowledge entry no-such-entry/);
    fs.rmSync(folder, { recursive: true });
  });

  it("lets a patient's wording reach the entry that answers it", () => {
    // Before the questions, this went to the tension-type headache entry (its ordinary headache words);
    // since the entry on close contacts, it goes there, not to the emergency entry on meningitis signs.
    const found = findRelevantEntries(loadKnowledgeIndex(), 'Is meningitis contagious? My colleague had it', 1).map((entry) => entry.id);
    expect(found[0]).toBe('meningitis-close-contacts');
  });
});
