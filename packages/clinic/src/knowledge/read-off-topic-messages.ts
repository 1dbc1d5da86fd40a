import fs from 'node:fs';
import path from 'node:path';
import { packageFolder } from '../package-folder';

/** Everyday messages on other subjects, one a line, per chat language: packages/clinic/off-topic/<Language>.txt */
export const OFF_TOPIC_FOLDER = path.join(packageFolder('@cephalo/clinic'), 'off-topic');

/** Every language's off-topic messages (lines starting with # are comments). */
export function readOffTopicMessages(folder = OFF_TOPIC_FOLDER): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.txt'))
    .sort()
    .flatMap((name) => fs.readFileSync(path.join(folder, name), 'utf8').split('\n'))
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !line.startsWith('#'));
}
