import type { AdvertDto } from '../../../contract/adverts';
import type { Language } from '../../../contract/languages';
import { escapeHtml as e } from '../../http/html';

/**
 * The advert frame's own policy: no script at all, images from the web, inline styles of this
 * page only, no form, no base, shown only inside the app's own pages. `sandbox` makes the page
 * an opaque origin even when opened on its own; links may open a new tab (the partner's site).
 */
export const ADVERT_FRAME_CSP = [
  "default-src 'none'",
  'img-src https: data:',
  "style-src 'unsafe-inline'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
  'sandbox allow-popups allow-popups-to-escape-sandbox',
].join('; ');

const WORDS = {
  fr: { label: 'Offres partenaires', none: 'Aucune offre partenaire pour le moment.' },
  en: { label: 'Partner offers', none: 'No partner offer at the moment.' },
};

const STYLE = `body{margin:0;font:14px/1.4 system-ui,sans-serif;color:#1f2933}
p{margin:0 0 6px;font-size:12px;color:#52606d}ul{list-style:none;margin:0;padding:0;display:flex;gap:8px;flex-wrap:wrap}
a{display:flex;gap:8px;align-items:center;padding:6px 8px;border:1px solid #d9e2ec;border-radius:6px;color:inherit;text-decoration:none;max-width:320px}
a:hover,a:focus{border-color:#2f6fde}img{width:48px;height:48px;object-fit:contain}span{display:block;font-size:12px;color:#52606d}`;

const card = (advert: AdvertDto) =>
  `<li><a href="${e(advert.url)}" target="_blank" rel="noopener noreferrer sponsored">` +
  (advert.img ? `<img src="${e(advert.img)}" alt="">` : '') +
  `<div><strong>${e(advert.name)}</strong>${advert.desc ? `<span>${e(advert.desc)}</span>` : ''}</div></a></li>`;

/** GET /api/publicidea/{location}.html: the location's adverts, every text escaped. */
export function advertFrame(adverts: readonly AdvertDto[], language: Language): string {
  const words = WORDS[language];
  const body = adverts.length
    ? `<ul>${adverts.map(card).join('')}</ul>`
    : `<span>${e(words.none)}</span>`;
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta name="referrer" content="no-referrer"><title>${e(words.label)}</title><style>${STYLE}</style></head>
<body><p>${e(words.label)}</p>${body}</body></html>`;
}
