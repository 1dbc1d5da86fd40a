// The triage of one message (concepts in 18 languages, red flags, urgency), in-process, on
// messages of 140 words, the chat's limit: the target is under 5 ms (issue 32). The whole
// preparation (triage, intent and retrieval over both indexes) is timed beside it.
// Run by npm run bench:chat before the HTTP rounds, or alone: npx tsx bench/triage-timing.ts.
// On a shared machine wall time follows the load of others, so the CPU time this process spent
// per message is printed beside it.
import { pathToFileURL } from 'node:url';
import { prepareQuestion } from '../packages/clinic/src/assistant/prepare-question';
import { loadKnowledgeIndex } from '../packages/clinic/src/knowledge/load-knowledge-index';
import { defaultConceptMatcher } from '../packages/clinic/src/lexicon/default-concept-matcher';
import { detectRedFlags } from '../packages/clinic/src/triage/red-flags';
import { urgentAlert } from '../packages/clinic/src/triage/urgency';

const TARGET_MS = 5;
const RUNS = 300;

// Long messages as patients write them, each cut to exactly 140 words.
const SOURCES = [
  'I have had migraines since I was a teenager, usually on the left side with nausea and I cannot stand light, and my doctor gave me sumatriptan which helps if I take it early. Lately they come more often, maybe two or three times a week, and I am worried about taking too many tablets. Yesterday it started after a long day at work without much water and little sleep, and this morning I woke up with the same pain. No fever, no stiff neck, nothing like the worst headache of my life, just my usual migraine. My mother also had migraines and my grandmother had a stroke years ago. What can I do to have fewer attacks, and is it safe to take ibuprofen together with the triptan? Should I keep a diary, and which preventive medicines are there?',
  'Moja mama ima demenciju već tri godine i ja se brinem o njoj sama, radim i nemam nikakvu pomoć. Poslednjih nedelja je noću nemirna, ne spava, luta po stanu i traži svoju pokojnu majku, a danju je pospana i zbunjena više nego inače. Juče je pala u kupatilu ali nije udarila glavu, ustala je sama. Lekar joj je prepisao donepezil, ali ne znam da li pomaže. Ponekad sam toliko umorna da ne znam kako ću dalje, ali volim je i ne želim da ide u dom. Šta mogu da uradim da bolje spava, kako da je smirim uveče, i gde da potražim pomoć za sebe? Da li je normalno da se stanje ovako brzo pogoršava posle pada?',
  '最近三个月我的头痛越来越频繁，几乎每周都有三四天，早上起床时特别明显，吃了布洛芬能缓解一点。我每天喝两杯咖啡，工作压力很大，晚上常常只睡五六个小时。没有发烧，脖子也不僵硬，视力也正常。我妈妈也有偏头痛。我想知道这是不是药物过度使用引起的头痛，我应该怎么减少止痛药，要不要去看神经科医生，还有什么生活方式的改变可以帮助我？',
];
const words = (text: string) => text.split(/\s+/).filter(Boolean);
const MESSAGES = SOURCES.map((source) => {
  if (/[\u4e00-\u9fff]/.test(source)) return source; // one CJK run counts as few words: the whole message
  let all = words(source);
  while (all.length < 140) all = [...all, ...words(source)];
  return all.slice(0, 140).join(' ');
});

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

export function measureTriage(): string[] {
  const index = loadKnowledgeIndex();
  const concepts = defaultConceptMatcher();
  const time = (run: (message: string, agent: 1 | 2) => void) => {
    const times: number[] = [];
    let cpuMicroseconds = 0;
    for (let round = 0; round < RUNS + 30; round += 1) {
      const message = MESSAGES[round % MESSAGES.length] ?? '';
      const cpu = process.cpuUsage();
      const started = performance.now();
      run(message, round % 2 === 0 ? 1 : 2);
      // The first runs warm the JIT up and are not counted.
      if (round >= 30) {
        times.push(performance.now() - started);
        const spent = process.cpuUsage(cpu);
        cpuMicroseconds += spent.user + spent.system;
      }
    }
    return { p50: percentile(times, 50), p95: percentile(times, 95), cpuMean: cpuMicroseconds / 1000 / RUNS };
  };
  const triage = time((message, agent) => urgentAlert(detectRedFlags(message, agent, concepts.find(message)), 'English'));
  const whole = time((message, agent) => prepareQuestion({ index, concepts, message, agent, language: 'English' }));
  return [
    `Triage of a 140-word message (concepts in 18 languages, red flags, urgency), ${RUNS} runs: p50 ${triage.p50.toFixed(2)} ms, p95 ${triage.p95.toFixed(2)} ms, CPU ${triage.cpuMean.toFixed(2)} ms a message (target < ${TARGET_MS} ms: ${triage.p95 < TARGET_MS ? 'met' : 'MISSED'})`,
    `  with intent and retrieval (the whole preparation before the first chunk): p50 ${whole.p50.toFixed(2)} ms, p95 ${whole.p95.toFixed(2)} ms, CPU ${whole.cpuMean.toFixed(2)} ms a message`,
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.stdout.write(`${measureTriage().join('\n')}\n`);
