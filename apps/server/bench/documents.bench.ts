import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { PNG } from 'pngjs';
import type { DocumentCompany } from '@app/contracts';
import { buildDocument } from '../src/modules/documents/generate';
import { renderDocx } from '../src/modules/documents/render-docx';
import { renderPdf } from '../src/modules/documents/render-pdf';
import { findTemplate } from '../src/modules/documents/templates/catalogue';

/**
 * npx tsx apps/server/bench/documents.bench.ts [--runs 20]: generates a bilingual
 * director-change announcement on a letterhead as Word and as PDF --runs times
 * (after one warm-up that parses the fonts) and prints one JSON document with
 * the median and 95th-percentile milliseconds (issue 15 targets: DOCX ≤ 300 ms, PDF ≤ 1 s).
 * cpuMedianMs is the process CPU time (user + system, all threads) per document: on the shared
 * 2-core machine the wall-clock figures move with the load average, the CPU time much less.
 */
const { values } = parseArgs({ options: { runs: { type: 'string', default: '20' } } });
const runs = Number(values.runs);

const png = (width: number, height: number) => {
  const image = new PNG({ width, height });
  image.data.fill(120);
  return PNG.sync.write(image);
};
const letterhead = { header: { data: png(2480, 330), type: 'png' as const, width: 2480, height: 330 }, logo: { data: png(400, 200), type: 'png' as const, width: 400, height: 200 } };
const company: DocumentCompany = { stockCode: '00005', nameEn: 'HSBC Holdings plc', nameZh: '滙豐控股有限公司', board: 'main', placeOfIncorporation: 'hong-kong', registeredOffice: null, companySecretary: null, isDemonstration: false };
const template = findTemplate('hkex.directorChange')!;
const inputs = {
  announcementDate: '2026-03-25',
  signatory: { en: 'Aileen Taylor', zh: '戴愛蓮' },
  signatoryTitle: { en: 'Company Secretary', zh: '公司秘書' },
  directors: [
    { nameEn: 'Mark Tucker', nameZh: '杜嘉祺', category: 2 },
    { nameEn: 'Chan Tai Man', nameZh: '陳大文', category: 3 },
  ],
  changes: [
    { kind: 'appointment', nameEn: 'Chan Tai Man', nameZh: '陳大文', category: 3, effectiveDate: '2026-04-01', age: '58', particulars: { en: 'Mr. Chan has over 30 years of experience in banking.', zh: '陳先生於銀行業擁有逾30年經驗。' } },
    { kind: 'resignation', nameEn: 'Lee Siu Ming', nameZh: '李小明', category: 1, effectiveDate: '2026-03-31', reason: { en: 'to devote more time to other commitments', zh: '以投放更多時間處理其他事務' } },
  ],
};
const fonts = { regular: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', bold: '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc' };

const cpu: Record<'docx' | 'pdf', number[]> = { docx: [], pdf: [] };
const time = async (work: () => Promise<unknown>, kind?: 'docx' | 'pdf') => {
  const start = performance.now();
  const startCpu = process.cpuUsage();
  await work();
  const used = process.cpuUsage(startCpu);
  if (kind) cpu[kind].push((used.user + used.system) / 1000);
  return performance.now() - start;
};
const summary = (samples: number[], cpuSamples?: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 10) / 10;
  const cpuSorted = [...(cpuSamples ?? [])].sort((a, b) => a - b);
  const cpuMedianMs = cpuSorted.length ? Math.round(cpuSorted[Math.floor(cpuSorted.length / 2)] * 10) / 10 : undefined;
  return { medianMs: at(0.5), p95Ms: at(0.95), maxMs: Math.round(sorted.at(-1)! * 10) / 10, cpuMedianMs };
};

const model = () => buildDocument({ template, company, language: 'en+zh-HK', layout: 'separate', inputs });
const warmUpMs = await time(async () => {
  await renderPdf(model(), letterhead, 'en', fonts);
  await renderDocx(model(), letterhead, 'en');
});
const docx: number[] = [];
const pdf: number[] = [];
for (let run = 0; run < runs; run += 1) {
  docx.push(await time(() => renderDocx(model(), letterhead, 'en'), 'docx'));
  pdf.push(await time(() => renderPdf(model(), letterhead, 'en', fonts), 'pdf'));
}
console.log(JSON.stringify({ document: 'hkex.directorChange en+zh-HK separate, letterhead', runs, warmUpMs: Math.round(warmUpMs), loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100), docx: summary(docx, cpu.docx), pdf: summary(pdf, cpu.pdf), targets: { docxMs: 300, pdfMs: 1000 } }, null, 2));
