/**
 * Markdown an attacker could smuggle into a result. Each payload, if it ran, would set
 * `window.__xssFired`; a safe renderer runs none of them.
 */
export const xssCorpus: readonly string[] = [
  '<script>window.__xssFired = 1</script>',
  '<SCRIPT SRC="data:text/javascript,window.__xssFired=2"></SCRIPT>',
  '<img src=x onerror="window.__xssFired=3">',
  '![pic](x" onerror="window.__xssFired=4)',
  '[click](javascript:window.__xssFired=5)',
  '[click](JaVaScRiPt:window.__xssFired=6)',
  '[click](  javascript:window.__xssFired=7)',
  '[click](java&#x09;script:window.__xssFired=8)',
  '[click](data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3NGaXJlZD05PC9zY3JpcHQ+)',
  '[click](vbscript:msgbox(10))',
  '<a href="javascript:window.__xssFired=11">link</a>',
  '<svg onload="window.__xssFired=12"></svg>',
  '<svg><script>window.__xssFired=13</script></svg>',
  '<iframe src="javascript:window.__xssFired=14"></iframe>',
  '<iframe srcdoc="<script>parent.__xssFired=15</script>"></iframe>',
  '<object data="javascript:window.__xssFired=16"></object>',
  '<embed src="javascript:window.__xssFired=17">',
  '<body onload="window.__xssFired=18">',
  '<div style="background:url(javascript:window.__xssFired=19)">x</div>',
  '<details open ontoggle="window.__xssFired=20">',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xssFired=21">',
  '<form action="javascript:window.__xssFired=22"><button>go</button></form>',
  '![x](javascript:window.__xssFired=23)',
  '[x]: javascript:window.__xssFired=24\n\n[ref link][x]',
  '<a href="data:text/html,<script>window.__xssFired=25</script>">d</a>',
  '<input autofocus onfocus="window.__xssFired=26">',
];
