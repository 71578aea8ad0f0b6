/**
 * Makes the editor's unsaved HTML safe to show in the live preview. The server sanitises on save
 * (sanitize-post-html.ts); this keeps the same spirit in the browser before the text reaches the
 * DOM: parsing happens in an inert document (nothing runs), then scripts, frames, styles, event
 * handlers, inline styles and non-web links are removed and images must be paths on this site.
 */
const DROP =
  'script,style,iframe,frame,frameset,object,embed,link,meta,base,form,input,button,textarea,select,svg,math,template';
const URL_ATTRS = new Set(['href', 'src', 'xlink:href', 'action', 'formaction']);

export function previewHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  doc.body.querySelectorAll(DROP).forEach((el) => el.remove());
  doc.body.querySelectorAll('*').forEach((el) => {
    for (const attr of [...el.attributes]) {
      const name = attr.name.toLowerCase();
      const value = attr.value.trim().toLowerCase();
      if (name.startsWith('on') || name === 'style' || name === 'srcset') el.removeAttribute(attr.name);
      else if (URL_ATTRS.has(name) && !/^(https?:|mailto:|\/(?!\/)|#)/.test(value)) el.removeAttribute(attr.name);
    }
    if (el.tagName === 'IMG' && !/^\/(?!\/)/.test(el.getAttribute('src') ?? '')) el.remove();
  });
  return doc.body.innerHTML;
}
