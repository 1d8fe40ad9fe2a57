#!/usr/bin/env node
// Drafts Hong Kong Traditional Chinese for seed content from its Simplified Chinese, for a person to review after.
// Usage: node scripts/draft-hant.mjs file.json [--check]
//   fills every missing "TC" beside a "CN" (and "tc_label" beside "cn_label"); never overwrites an existing TC.
//   --check only lists TC strings that still hold simplified-only characters (what opencc would change).
import { readFileSync, writeFileSync } from 'node:fs';
import * as OpenCC from 'opencc-js';

const toHongKong = OpenCC.Converter({ from: 'cn', to: 'hk' });

// opencc converts characters, not vocabulary: mainland words that Hong Kong writes differently.
const HK_VOCABULARY = [
  ['信息', '資訊'],
  ['軟體', '軟件'],
  ['出租車', '的士'],
  ['計程車', '的士'],
  ['公交車', '巴士'],
  ['電子郵件', '電郵'],
  ['郵箱', '電郵'],
  ['線上', '網上'],
  ['在線', '網上'],
  ['鏈接', '連結'],
  ['登錄', '登入'],
  ['短信', '短訊'],
  ['打印', '列印'],
  ['視頻', '影片'],
  ['默認', '預設'],
  ['質量', '質素'],
  ['支持', '支援'],
  ['小程序', '小程式'],
  ['應用程序', '應用程式'],
  ['銀行賬户', '銀行户口'],
  ['工位', '辦公座位'],
  ['單間', '開放式單位'],
  ['幼兒園', '幼稚園'],
  ['官網', '官方網站'],
  ['網點', '分行'],
  ['簡歷', '履歷'],
  ['激活', '啟用'],
  ['划龍舟', '扒龍舟'],
  ['人才周', '人才週'],
  ['公交', '巴士'],
  ['崗位', '職位'],
  ['用人單位', '僱主'],
  ['自行車', '單車'],
  ['“', '「'],
  ['”', '」'],
  ['‘', '『'],
  ['’', '』'],
];

// "通過" means "through" (HK: 透過) before a channel, but "pass" elsewhere (審核通過, 通過考核).
const THROUGH_CHANNEL = /通過(?=本平台|人才服務|企業服務|青年服務|醫院|跨境|香港銀行|線上|網上)/g;

export function draftHant(simplified) {
  let text = toHongKong(simplified);
  for (const [mainland, hongKong] of HK_VOCABULARY) text = text.split(mainland).join(hongKong);
  return text.replace(THROUGH_CHANNEL, '透過');
}

function fill(node) {
  if (Array.isArray(node)) return node.forEach(fill);
  if (!node || typeof node !== 'object') return;
  if ('CN' in node && !('TC' in node)) node.TC = mapStrings(node.CN, draftHant);
  if ('cn_label' in node && !('tc_label' in node)) node.tc_label = draftHant(node.cn_label);
  Object.values(node).forEach(fill);
}

function mapStrings(value, fn) {
  if (typeof value === 'string') return fn(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, fn));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, fn)]));
  }
  return value;
}

function unstable(node, path = '', found = []) {
  if (typeof node === 'string') {
    if (/(\/TC\b|tc_label)/.test(path) && toHongKong(node) !== node) found.push([path, node, toHongKong(node)]);
  } else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) unstable(v, `${path}/${k}`, found);
  }
  return found;
}

const [file, flag] = process.argv.slice(2);
if (file) {
  const data = JSON.parse(readFileSync(file, 'utf8'));
  if (flag === '--check') {
    const found = unstable(data);
    for (const [path, before, after] of found) console.log(`${path}\n  ${before}\n→ ${after}`);
    console.log(`${found.length} TC strings would change`);
    process.exitCode = found.length ? 1 : 0;
  } else {
    fill(data);
    writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
    console.log(`drafted TC in ${file}; review it before committing`);
  }
}
