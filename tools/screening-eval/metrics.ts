// Recall, false-positive rate and F1 from per-item scores, at one threshold or the best one.

export function rate(scores: readonly number[], t: number): number {
  if (scores.length === 0) return 0;
  let n = 0;
  for (const s of scores) if (s >= t) n++;
  return n / scores.length;
}

export function f1(
  pairs: readonly { score: number; match: boolean }[],
  t: number,
): { f1: number; precision: number; recall: number } {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const p of pairs) {
    if (p.score >= t) {
      if (p.match) tp++;
      else fp++;
    } else if (p.match) fn++;
  }
  const precision = tp + fp === 0 ? 0 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 0 : tp / (tp + fn);
  return { f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall), precision, recall };
}

export function bestF1(pairs: readonly { score: number; match: boolean }[]): { t: number; f1: number } {
  let best = { t: 0, f1: 0 };
  for (let t = 0.5; t <= 0.995; t += 0.005) {
    const v = f1(pairs, t).f1;
    if (v > best.f1) best = { t, f1: v };
  }
  return best;
}

/** Lowest threshold whose false-positive rate on `neg` is at most `maxFpr`. */
export function thresholdForFpr(neg: readonly number[], maxFpr: number): number {
  for (let t = 0.5; t <= 1.0001; t += 0.0025) if (rate(neg, t) <= maxFpr) return t;
  return 1;
}

export const pct = (x: number): string => `${(x * 100).toFixed(2)}%`;
