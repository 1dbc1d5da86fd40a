import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

/** What the app keeps in localStorage after a login (apps/web/src/lib/auth-storage.ts, STORAGE_KEYS). */
export type StoredSession = Record<string, string>;

export interface AuditResult {
  url: string;
  performance: number;
  accessibility: number;
  /** Milliseconds. */
  lcp: number;
  tbt: number;
  fcp: number;
  cls: number;
  /** Audits that lost points, worst first: what stands between the screen and its target. */
  accessibilityFindings: string[];
  performanceFindings: string[];
}

/** Lighthouse could not measure the page (its own error, such as a lost trace: NO_NAVSTART). */
export class LighthouseRuntimeError extends Error {}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
type AuditEntry = LighthouseResult['audits'][string];

/** The session goes in before the audit, from an API address of the same origin, so no app file is cached by it. */
async function storeSession(port: number, origin: string, session: StoredSession): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the browser has no default context');
    const page = await context.newPage();
    await page.goto(`${origin}/api/health`);
    await page.evaluate((items) => Object.entries(items).forEach(([key, value]) => window.localStorage.setItem(key, value)), session);
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Only the DevTools connection ends; the browser stays for Lighthouse.
    await browser.close();
  }
}

const scoreOf = (lhr: LighthouseResult, category: 'performance' | 'accessibility') => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numericOf = (lhr: LighthouseResult, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

const findingsOf = (lhr: LighthouseResult, category: 'performance' | 'accessibility'): string[] => {
  const ids = new Set(lhr.categories[category]?.auditRefs.map((ref) => ref.id));
  return Object.values(lhr.audits)
    .filter((audit: AuditEntry) => ids.has(audit.id) || (category === 'performance' && audit.details?.type === 'opportunity'))
    .filter((audit: AuditEntry) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual')
    .sort((a: AuditEntry, b: AuditEntry) => (a.score ?? 0) - (b.score ?? 0))
    .map((audit: AuditEntry) => `${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
};

/**
 * One Lighthouse run (12.x, mobile defaults: Moto G Power screen, simulated slow 4G and 4x CPU
 * slowdown) on `url` in a fresh Chromium profile; signed in when a session is given.
 */
export async function auditScreen({ url, session }: { url: string; session?: StoredSession }): Promise<AuditResult> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    if (session) await storeSession(chrome.port, new URL(url).origin, session);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // The profile is new and its cache was just cleared; resetting storage would sign the session out.
      disableStorageReset: true,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    // BENCH_WEB_REPORT_DIR=folder keeps each full report (open it with the Lighthouse viewer).
    const reportDir = process.env.BENCH_WEB_REPORT_DIR;
    if (reportDir) {
      fs.mkdirSync(reportDir, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root'}-${Date.now()}.json`;
      fs.writeFileSync(path.join(reportDir, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new LighthouseRuntimeError(`Lighthouse could not audit ${url}: ${lhr.runtimeError.code}`);
    return {
      url,
      performance: scoreOf(lhr, 'performance'),
      accessibility: scoreOf(lhr, 'accessibility'),
      lcp: numericOf(lhr, 'largest-contentful-paint'),
      tbt: numericOf(lhr, 'total-blocking-time'),
      fcp: numericOf(lhr, 'first-contentful-paint'),
      cls: numericOf(lhr, 'cumulative-layout-shift'),
      accessibilityFindings: findingsOf(lhr, 'accessibility'),
      performanceFindings: findingsOf(lhr, 'performance'),
    };
  } finally {
    chrome.kill();
  }
}
