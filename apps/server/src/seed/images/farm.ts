/**
 * Farm pictures: crop photos and their galleries (1200×800), video thumbnails (640×360) and the wide
 * homepage banners (1600×900), all built on the farm landscape with the motif in front.
 */
import type { DemoBanner, DemoCrop, DemoVideo } from '../demo-types.js';
import { embedIcon, iconStamp, type Icon } from './icons.js';
import { farmScene, type TimeOfDay } from './scenes.js';
import { groundShadow, playButton } from './shapes.js';
import { Doc, fitText, motifWords, svg, textBlock } from './svg.js';

/** The motif standing on the field with a shadow under it. */
function standing(doc: Doc, icon: Icon, cx: number, bottom: number, size: number, rotate = 0): string {
  return (
    groundShadow(doc, cx, bottom - size * 0.06, size * 0.42, size * 0.07, 0.38) +
    embedIcon(doc, icon, { cx, cy: bottom - size / 2, size, rotate })
  );
}

function cropMain(crop: DemoCrop, icon: Icon, file: string): string {
  const doc = new Doc(1200, 800, file);
  let body = farmScene(doc, { time: 'day', horizon: 0.5, palms: 8, nearPalms: 'both', sunX: 0.3 });
  body += standing(doc, icon, 560, 740, 170, -12);
  body += standing(doc, icon, 820, 720, 400);
  return doc.render(`${crop.name} at the farm`, body);
}

/** Rows of the motif running back to the horizon, like a plantation. */
function plantation(doc: Doc, icon: Icon, horizonY: number): string {
  const stamp = iconStamp(doc, icon);
  const rows: Array<[number, number]> = [
    [horizonY + 30, 40],
    [horizonY + 80, 60],
    [horizonY + 155, 90],
    [horizonY + 265, 134],
    [horizonY + 430, 196],
  ];
  let out = '';
  rows.forEach(([bottom, size], r) => {
    const gap = size * 1.7;
    const offset = r % 2 === 0 ? 0 : gap / 2;
    for (let x = -gap / 2 + offset; x < doc.width + gap; x += gap) {
      out += groundShadow(doc, x, bottom - size * 0.05, size * 0.42, size * 0.07, 0.3);
      out += stamp(x, bottom - size / 2, size);
    }
  });
  return out;
}

function cropGallery(crop: DemoCrop, icon: Icon, file: string, index: number): string {
  const doc = new Doc(1200, 800, file);
  let body: string;
  let title: string;
  switch (index % 4) {
    case 0:
      body = farmScene(doc, { time: 'golden', horizon: 0.62, palms: 6, sunX: 0.22 });
      body += standing(doc, icon, 330, 770, 230, 10);
      body += standing(doc, icon, 720, 790, 560);
      title = `${crop.name} close up in the evening light`;
      break;
    case 1:
      body = farmScene(doc, { time: 'morning', horizon: 0.42, palms: 9, rows: false, sunX: 0.8 });
      body += plantation(doc, icon, 800 * 0.42);
      title = `Rows of ${crop.name} on the farm in the morning`;
      break;
    case 2:
      body = farmScene(doc, {
        time: 'dusk',
        horizon: 0.55,
        palms: 7,
        water: true,
        nearPalms: 'both',
        sunX: 0.5,
      });
      body += standing(doc, icon, 640, 760, 320);
      body += standing(doc, icon, 860, 780, 180, 14);
      title = `${crop.name} by the backwater at dusk`;
      break;
    default:
      body = farmScene(doc, { time: 'morning', horizon: 0.5, palms: 8, mist: true, sunX: 0.6 });
      body += standing(doc, icon, 280, 720, 260, -8);
      body += standing(doc, icon, 470, 770, 330);
      body += standing(doc, icon, 920, 700, 200, 10);
      title = `${crop.name} on a misty morning`;
  }
  return doc.render(title, body);
}

export function cropImages(
  crop: DemoCrop,
  icon: Icon,
): Array<{ file: string; content: string; gallery: boolean }> {
  return [
    { file: crop.image, content: cropMain(crop, icon, crop.image), gallery: false },
    ...crop.gallery.map((file, i) => ({ file, content: cropGallery(crop, icon, file, i), gallery: true })),
  ];
}

const SCENE_TIMES: TimeOfDay[] = ['day', 'golden', 'morning'];

export function videoThumbnail(video: DemoVideo, icon: Icon): string {
  const doc = new Doc(640, 360, video.image);
  const time = doc.rng.pick(SCENE_TIMES);
  let body = farmScene(doc, { time, horizon: 0.56, palms: 6, sunX: 0.2 });
  body += standing(doc, icon, 505, 300, 150);
  if (video.title) {
    body += svg`<rect y="220" width="640" height="140" fill="${doc.linear([
      [0, '#000000', 0],
      [1, '#000000', 0.72],
    ])}"/>`;
    const fitted = fitText(video.title, 520, 66, { maxLines: 2, maxSize: 28, minSize: 13 });
    body += textBlock(fitted, 26, 318, { fill: '#ffffff', anchor: 'start' });
  }
  body += playButton(320, 160, 44);
  return doc.render(
    video.title ? `Video: ${video.title}` : `Farm video with ${motifWords(icon.motif)}`,
    body,
  );
}

export function bannerImage(banner: DemoBanner, icon: Icon): string {
  const doc = new Doc(1600, 900, banner.image);
  const time = doc.rng.pick(SCENE_TIMES);
  // The storefront writes its heading on the left, so the subject stays to the right and the left stays calm.
  let body = farmScene(doc, { time, horizon: 0.6, palms: 12, water: true, nearPalms: 'right', sunX: 0.45 });
  body += standing(doc, icon, 1050, 860, 170, -10);
  body += standing(doc, icon, 1250, 850, 360);
  body += standing(doc, icon, 1430, 880, 190, 12);
  const when = time === 'day' ? 'midday' : time === 'golden' ? 'evening' : 'morning';
  return doc.render(`Kerala farm panorama in the ${when} with ${motifWords(icon.motif)}`, body);
}
