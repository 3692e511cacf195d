// The SPA's sanitizer against audit-style vectors: nothing that can run script survives.
import { sanitizeHtml } from '../../../src/client/lib/sanitizeHtml';

const VECTORS = [
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="  JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<script>alert(1)</script>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<p onclick="alert(1)">click</p>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=import href="data:text/html,<script>alert(1)</script>">',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<img src="x" srcset="x" onload="alert(1)">',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<template><img src=x onerror=alert(1)></template>',
];

describe('sanitizeHtml', () => {
  it.each(VECTORS)('defuses %s', (vector) => {
    const clean = sanitizeHtml(vector);
    expect(clean).not.toMatch(/<script|<iframe|<object|<embed|<svg|<math|<form|<base|<meta|<link|<template/i);
    expect(clean).not.toMatch(/\son[a-z]+\s*=/i);
    expect(clean).not.toMatch(/javascript:|vbscript:|data:text\/html|srcdoc|formaction/i);
    // Parsing the result must not bring a handler back either.
    const box = document.createElement('div');
    box.innerHTML = clean;
    for (const el of Array.from(box.querySelectorAll('*')))
      for (const attr of Array.from(el.attributes)) expect(attr.name).not.toMatch(/^on/i);
  });

  it('keeps the formatting the editor produces', () => {
    const html =
      '<h2>Başlık</h2><p class="ql-align-center"><strong>kalın</strong> <em>eğik</em> <u>altı</u> <s>üstü</s></p>' +
      '<ol><li>bir</li></ol><ul><li>iki</li></ul><blockquote>alıntı</blockquote><p><a href="https://example.com/a?b=1">bağ</a></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('gives links that open a new tab rel="noopener noreferrer", and handles empty input', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(null)).toBe('');
  });
});
