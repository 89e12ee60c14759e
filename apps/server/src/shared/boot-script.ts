import crypto from 'node:crypto';

/**
 * The storefront's scripts start after the page's first paint (docs/decisions/2026-11-23-server-rendering.md): the
 * page arrives drawn by the server, so nothing on screen waits for them, and on a slow line they no longer share the
 * bandwidth with the first picture nor take the phone's processor before the first paint. Vite's entry tag and its
 * module preloads leave the head; a data block lists them and this script adds them once a frame has been painted.
 * It is the same text on every page, so the Content-Security-Policy allows it by its hash and nothing else inline.
 */
export const BOOT_ID = 'shop-boot';

export const BOOT_SCRIPT =
  `(function(){var d=document,b=JSON.parse(d.getElementById('${BOOT_ID}').textContent);` +
  `function add(p){var e=d.createElement(p.module?'script':'link');e.crossOrigin='';` +
  `if(p.module){e.type='module';e.src=p.href}else{e.rel='modulepreload';e.href=p.href}d.head.appendChild(e)}` +
  `function go(){b.preload.forEach(function(h){add({href:h})});add({href:b.entry,module:true})}` +
  `requestAnimationFrame(function(){setTimeout(go,0)})})()`;

/** For the Content-Security-Policy's script-src. */
export const BOOT_SCRIPT_HASH = `'sha256-${crypto.createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
