/**
 * The icons the demo's pictures use, named by motif. The build copies just these from the fluentui-emoji package
 * into dist/motifs/ (with the package's licence), so a production install neither needs nor downloads the package.
 */
import type { DemoData } from '../demo-types.js';
import { demoData } from '../demo-data.js';
import { OWN_MOTIFS } from './own-motifs.js';

export function demoMotifs(data: DemoData = demoData): string[] {
  const motifs = [
    ...data.categories.map((c) => c.motif),
    ...data.products.map((p) => p.art.motif),
    ...data.crops.map((c) => c.motif),
    ...data.videos.map((v) => v.motif),
    ...data.banners.map((b) => b.motif),
  ];
  // The project's own motifs are drawn in code; only the package's icons are files to copy.
  return [...new Set(motifs)].filter((motif) => !(motif in OWN_MOTIFS)).sort();
}
