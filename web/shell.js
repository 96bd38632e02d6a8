// Page shell for the Tarot game: loading progress, clear messages when WebGL2 or WebAssembly is missing,
// and the `window.tarot` object (readiness, screen state for automation, deal and match events).
(function () {
  'use strict';
  var statusEl = document.getElementById('status');
  var fillEl = document.getElementById('fill');
  var loadingEl = document.getElementById('loading');
  var listeners = [];
  // The program this page runs: tarot (the game, index.html) or tarot_console (the arbitrator's console,
  // console.html: the same program with the console), named by the page's script tag.
  var program = (document.currentScript && document.currentScript.getAttribute('data-program')) || 'tarot';
  // The page is going to the console's (index.html, a tournament's link): the program is neither fetched nor started.
  if (window.tarotLeaving) {
    window.Module = { instantiateWasm: function () { return {}; } };
    return;
  }

  function showError(text) {
    statusEl.textContent = text;
    statusEl.className = 'error';
    fillEl.parentNode.style.display = 'none';
    loadingEl.style.display = 'flex';
  }

  var tarot = window.tarot = {
    ready: false,
    // Storage namespace: several games embedded on one origin keep separate saves: the URL parameter "slot",
    // else the iframe's name, else the page's path (the console's page counts as its folder's game page; the game
    // and the console pass the namespace on when one goes to the other, so that they share their saves).
    storageNamespace: (function () {
      var m = /[?&]slot=([A-Za-z0-9_-]{1,48})(&|$)/.exec(window.location.search);
      if (m) return m[1];
      if (/^[A-Za-z0-9_-]{1,32}$/.test(window.name || '')) return window.name;
      return window.location.pathname.replace(/console\.html$/, '').replace(/[^A-Za-z0-9_-]/g, '_').slice(-48) || 'default';
    })(),
    // The screen as JSON (phase, legal actions with their on-screen rectangles), for tests and automation.
    state: function () {
      if (!window.Module || !Module._tarot_state) return null;
      return JSON.parse(Module.UTF8ToString(Module._tarot_state()));
    },
    // CPU time per frame since the last call: {frames, mean_ms, max_ms}.
    frameStats: function () {
      if (!window.Module || !Module._tarot_frame_stats) return null;
      return JSON.parse(Module.UTF8ToString(Module._tarot_frame_stats()));
    },
    // Registers a listener for game events: {"type":"deal_end",...} and {"type":"match_end",...}.
    on: function (fn) { listeners.push(fn); },
    events: [],
    readyAt: null,  // performance.now() at the first interactive frame (ms since the navigation started)
    _setReady: function () {
      tarot.ready = true;
      tarot.readyAt = performance.now();
      registerOffline();
      loadingEl.style.display = 'none';
      document.getElementById('canvas').focus();
      window.dispatchEvent(new CustomEvent('tarot-ready'));
    },
    // Text entry (main.cpp): the game's text fields on screen as "x,y,w,h;..." in CSS pixels, and whether one is
    // being edited.
    _textFields: function (rects) {
      textFields = rects ? rects.split(';').map(function (r) { return r.split(',').map(Number); }) : [];
    },
    _textFocus: function (on) {
      if (on && document.activeElement !== textIn) textIn.focus({ preventScroll: true });
      else if (!on && document.activeElement === textIn) document.getElementById('canvas').focus({ preventScroll: true });
    },
    _emit: function (text) {
      var event;
      try { event = JSON.parse(text); } catch (e) { return; }
      tarot.events.push(event);
      listeners.forEach(function (fn) { try { fn(event); } catch (e) { console.warn(e); } });
      if (window.parent && window.parent !== window) window.parent.postMessage({ source: 'tarot', event: event }, '*');
    }
  };

  // Text entry. Key presses reach the game through SDL (which takes them before the hidden field sees them); what
  // comes without a key press (a phone's keyboard, an input method's composition, inserted text) arrives in the
  // hidden field and is handed to the game here. A tap on one of the game's text fields focuses the hidden field at
  // once, inside the tap, which is when a phone allows its keyboard to open.
  var textIn = document.getElementById('textin');
  var textFields = [];
  function handText() {
    var v = textIn.value;
    textIn.value = '';
    if (v && window.Module && Module.ccall) Module.ccall('tarot_text', null, ['string'], [v]);
  }
  textIn.addEventListener('input', function (e) { if (!e.isComposing) handText(); });
  textIn.addEventListener('compositionend', handText);
  function tappedField(e) {
    for (var i = 0; i < textFields.length; ++i) {
      var r = textFields[i];
      if (e.clientX >= r[0] && e.clientX <= r[0] + r[2] && e.clientY >= r[1] && e.clientY <= r[1] + r[3]) return true;
    }
    return false;
  }
  document.getElementById('canvas').addEventListener('pointerup', function (e) {
    if (tappedField(e)) textIn.focus({ preventScroll: true });
  });

  // The game's WebGL 2 context, made now on the game's canvas with the attributes the program asks for (no alpha,
  // depth, stencil or antialiasing: main.cpp), while the program is still downloading: making a context takes a
  // good part of the first frame's time, and the program's own request then returns this same context.
  function webgl2Available() {
    try {
      return !!document.getElementById('canvas').getContext('webgl2', { alpha: false, depth: false, stencil: false, antialias: false });
    } catch (e) { return false; }
  }
  if (typeof WebAssembly !== 'object') {
    showError('Ce navigateur ne sait pas exécuter WebAssembly : le jeu ne peut pas démarrer. ' +
              'This browser cannot run WebAssembly: please use a recent browser.');
    window.Module = { noInitialRun: true };
    return;
  }
  if (!webgl2Available()) {
    showError('WebGL 2 n\u2019est pas disponible (carte graphique ou navigateur) : le jeu ne peut pas s\u2019afficher. ' +
              'WebGL 2 is not available in this browser, so the game cannot be drawn.');
    window.Module = { noInitialRun: true };
    return;
  }

  // Offline play after the first visit: the service worker keeps the game's files. It is registered after the
  // first frame, so that its copy of the files does not share a slow connection with the first download.
  function registerOffline() {
    if ('serviceWorker' in navigator && /^https?:$/.test(window.location.protocol)) {
      navigator.serviceWorker.register('sw.js').catch(function (e) { console.warn('tarot: offline cache unavailable: ' + e); });
    }
  }

  // The loading bar follows the program's bytes as they arrive: tarot.wasm (or tarot_console.wasm) is fetched here (the page's preload of
  // it is reused), counted as it streams into the compiler, which compiles while it downloads. Its size is stamped
  // into this file by the build (a server that compresses it announces the compressed length only).
  var WASM_BYTES = program === 'tarot_console' ? /*@CONSOLE_WASM_BYTES@*/0 : /*@WASM_BYTES@*/0;
  var english = /[?&]lang=en(&|$)/.test(window.location.search);
  var loadingWord = english ? 'Loading… ' : 'Chargement… ';
  function showProgress(fraction) {
    var pct = Math.max(0, Math.min(100, Math.floor(100 * fraction)));
    if (pct < (parseFloat(fillEl.style.width) || 0)) return;
    fillEl.style.width = pct + '%';
    statusEl.textContent = loadingWord + pct + (english ? '%' : ' %');
  }
  statusEl.textContent = loadingWord + (english ? '0%' : '0 %');
  if (english) document.documentElement.lang = 'en';
  function countedResponse(response) {
    var length = parseInt(response.headers.get('Content-Length') || '0', 10);
    var total = response.headers.get('Content-Encoding') ? WASM_BYTES : (length || WASM_BYTES);
    if (!response.body || !total || typeof ReadableStream !== 'function') return response;
    var reader = response.body.getReader(), received = 0;
    var stream = new ReadableStream({
      pull: function (controller) {
        return reader.read().then(function (r) {
          if (r.done) { showProgress(1); controller.close(); return; }
          received += r.value.byteLength;
          showProgress(0.98 * received / total);  // the last two percent: the compile's end and the first frame
          controller.enqueue(r.value);
        });
      },
      cancel: function (why) { return reader.cancel(why); }
    });
    return new Response(stream, { headers: { 'Content-Type': 'application/wasm' } });
  }
  function instantiateWasm(imports, receiveInstance) {
    fetch(program + '.wasm', { credentials: 'same-origin' }).then(function (response) {
      if (!response.ok) throw new Error(program + '.wasm: HTTP ' + response.status);
      var counted = countedResponse(response);
      if (typeof WebAssembly.instantiateStreaming === 'function') {
        return WebAssembly.instantiateStreaming(counted, imports);
      }
      return counted.arrayBuffer().then(function (bytes) { return WebAssembly.instantiate(bytes, imports); });
    }).then(function (result) {
      receiveInstance(result.instance, result.module);
    }).catch(function (e) {
      showError((english ? 'The game could not be loaded: ' : 'Le jeu n\u2019a pas pu être chargé : ') + (e.message || e));
    });
    return {};
  }

  window.Module = {
    canvas: document.getElementById('canvas'),
    print: function (t) { console.log(t); },
    printErr: function (t) { console.warn(t); },
    instantiateWasm: instantiateWasm,
    onAbort: function (what) { showError((english ? 'The game stopped: ' : 'Le jeu s\u2019est arrêté : ') + what); }
  };
  window.addEventListener('error', function (e) {
    if (!tarot.ready) showError((english ? 'Loading error: ' : 'Erreur au chargement : ') + (e.message || e));
  });
})();
