// The SPA's own HTML sanitizer: the second layer after the server's. Every piece of stored HTML goes
// through it before it reaches the rich-text editor (Quill loads HTML with innerHTML) or any
// dangerouslySetInnerHTML. DOMPurify's HTML profile drops scripts, event-handler attributes and javascript:/
// data: URLs in links; on top of that nothing that embeds or submits survives (frames, objects, forms, SVG/MathML),
// no inline styles (the editor formats with classes), and links that open a new tab get rel="noopener noreferrer".
import DOMPurify from 'dompurify';

const FORBID_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'base',
  'link',
  'meta',
  'svg',
  'math',
  'template',
];
const FORBID_ATTR = ['style', 'srcdoc', 'formaction', 'action', 'xlink:href', 'ping', 'background'];

let hooked = false;
function addHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target')) node.setAttribute('rel', 'noopener noreferrer');
  });
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  addHooks();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR,
    ADD_ATTR: ['target'],
    ALLOW_DATA_ATTR: false,
  });
}
