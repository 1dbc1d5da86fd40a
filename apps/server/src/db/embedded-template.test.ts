import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { embeddedTemplateKey, ensureEmbeddedTemplate, startFromEmbeddedTemplate } from './embedded-template';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});
const tempFolder = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cephalo-template-'));
  folders.push(folder);
  return folder;
};

/** A stand-in data folder: these tests are about copying and keys, not PostgreSQL. */
const fakeDatabase = async (dataDir: string) => {
  fs.mkdirSync(path.join(dataDir, 'base'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'PG_VERSION'), '17\n');
  fs.writeFileSync(path.join(dataDir, 'base', 'table'), 'rows');
};

describe('the embedded database template', () => {
  it('is made once per key in the cache, then copied to each build folder and kept there', async () => {
    const root = tempFolder();
    const createDatabase = vi.fn(fakeDatabase);
    const cache = path.join(root, 'cache');
    expect(await ensureEmbeddedTemplate(path.join(root, 'dist'), cache, 'key-1', createDatabase)).toBe('created');
    expect(await ensureEmbeddedTemplate(path.join(root, 'dist'), cache, 'key-1', createDatabase)).toBe('kept');
    expect(await ensureEmbeddedTemplate(path.join(root, 'dist-test'), cache, 'key-1', createDatabase)).toBe('copied');
    expect(createDatabase).toHaveBeenCalledTimes(1);
    expect(fs.readFileSync(path.join(root, 'dist-test', 'data', 'base', 'table'), 'utf8')).toBe('rows');
    // Another key (a new migration): made anew, and the build folder's old template replaced.
    expect(await ensureEmbeddedTemplate(path.join(root, 'dist'), cache, 'key-2', createDatabase)).toBe('created');
    expect(fs.readFileSync(path.join(root, 'dist', 'key'), 'utf8')).toBe('key-2');
    expect(fs.readdirSync(cache).sort()).toEqual(['key-1', 'key-2']);
  });

  it('starts a missing or empty data folder from a template of the same key, and nothing else', async () => {
    const root = tempFolder();
    const template = path.join(root, 'template');
    await ensureEmbeddedTemplate(template, path.join(root, 'cache'), 'key-1', fakeDatabase);

    const missing = path.join(root, 'missing', 'db');
    expect(startFromEmbeddedTemplate(template, missing, 'key-1')).toBe(true);
    expect(fs.readFileSync(path.join(missing, 'base', 'table'), 'utf8')).toBe('rows');
    expect(fs.readdirSync(path.dirname(missing))).toEqual(['db']);

    const empty = path.join(root, 'empty');
    fs.mkdirSync(empty);
    expect(startFromEmbeddedTemplate(template, empty, 'key-1')).toBe(true);
    expect(fs.existsSync(path.join(empty, 'PG_VERSION'))).toBe(true);

    // A database already there is never overwritten.
    const used = path.join(root, 'used');
    fs.mkdirSync(used);
    fs.writeFileSync(path.join(used, 'PG_VERSION'), 'mine');
    expect(startFromEmbeddedTemplate(template, used, 'key-1')).toBe(false);
    expect(fs.readFileSync(path.join(used, 'PG_VERSION'), 'utf8')).toBe('mine');

    // A template of other migrations or another PGlite, or none at all: the server runs initdb itself.
    expect(startFromEmbeddedTemplate(template, path.join(root, 'other-key'), 'key-2')).toBe(false);
    expect(startFromEmbeddedTemplate(path.join(root, 'no-template'), path.join(root, 'none'), 'key-1')).toBe(false);
    expect(fs.existsSync(path.join(root, 'other-key'))).toBe(false);
  });

  it('has a key that changes with any migration file', () => {
    const migrations = tempFolder();
    fs.mkdirSync(path.join(migrations, 'meta'));
    fs.writeFileSync(path.join(migrations, '0000_init.sql'), 'CREATE TABLE a (id int);');
    fs.writeFileSync(path.join(migrations, 'meta', '_journal.json'), '{}');
    const before = embeddedTemplateKey(migrations);
    expect(embeddedTemplateKey(migrations)).toBe(before);
    fs.writeFileSync(path.join(migrations, 'meta', '_journal.json'), '{"entries":[]}');
    expect(embeddedTemplateKey(migrations)).not.toBe(before);
  });
});
