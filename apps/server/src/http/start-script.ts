// The one inline script of the site: it starts the app on a server-rendered page (http/page-render.ts), and the
// Content-Security-Policy allows it by its hash (http/security.ts) rather than allowing inline scripts.
import { createHash } from 'node:crypto';

/**
 * Starts the app once the server's page has painted its content (the browser's first-contentful-paint entry, else the
 * next frame): its scripts (listed on the script element) then do not share a phone's slow network with the page's
 * first paint. A hidden tab paints nothing: the timer starts it there.
 * Until the app has taken the page over, a button does nothing by itself: a tap on one is held and made again once
 * the app is ready (it calls window.__appReady). The page's elements are normally the same ones after the takeover;
 * where React had to draw a part anew, the tap goes to the button now in its place: the same name at the same position
 * among buttons of that name or, when the app drew the page in another language than the server did (every name
 * changed), the button at the same position on a page with as many buttons. Links work as they are.
 */
export const START_SCRIPT =
  "(()=>{const d=document.currentScript.dataset,held=[];const key=(b)=>b.getAttribute('aria-label')||b.textContent;" +
  "const all=()=>[...document.querySelectorAll('button')];const like=(k)=>all().filter((x)=>key(x)===k);const hold=(e)" +
  "=>{const b=e.target instanceof Element&&e.target.closest('button');if(!b)return;e.preventDefault();" +
  'e.stopPropagation();if(!held.some((h)=>h.b===b)){const k=key(b),a=all();held.push({b,k,i:like(k).indexOf(b),' +
  "n:a.indexOf(b),c:a.length})}};document.addEventListener('click',hold,true);window.__appReady=()=>{" +
  "document.removeEventListener('click',hold,true);setTimeout(()=>{for(const h of held.splice(0)){const a=all();" +
  '(h.b.isConnected?h.b:like(h.k)[h.i]||(a.length===h.c?a[h.n]:null))?.click()}})};let started=false;' +
  'const start=()=>{if(started)return;' +
  "started=true;for(const href of d.preload.split(' ').filter(Boolean)){const l=document.createElement('link');" +
  "l.rel='modulepreload';l.crossOrigin='';l.href=href;document.head.append(l)}const s=document.createElement('script');" +
  "s.type='module';s.crossOrigin='';s.src=d.entry;document.head.append(s)};const P=window.PerformanceObserver;" +
  "if(P&&(P.supportedEntryTypes||[]).includes('paint'))new P((list,o)=>{if(list.getEntriesByName(" +
  "'first-contentful-paint').length){o.disconnect();setTimeout(start)}}).observe({type:'paint',buffered:true});" +
  'else requestAnimationFrame(()=>setTimeout(start));setTimeout(start,1000)})()';

/** The Content-Security-Policy source that allows START_SCRIPT (and no other inline script). */
export const START_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(START_SCRIPT).digest('base64')}'`;
