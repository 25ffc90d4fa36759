/* Service worker: keeps the app shell and every page this phone opened, for use without
   signal, and sends the rounds kept on the phone when the connection returns. */
"use strict";
var VERSION = {{ version | tojson }};
var SHELL = "shell-" + VERSION;
var PAGES = "pages";
var SHELL_FILES = {{ shell | tojson }};
var SHELL_PAGES = {{ pages | tojson }};
var OFFLINE_URL = {{ offline_url | tojson }};
var SEARCH_INDEX = {{ search_index | tojson }}; /* versioned like the static files */
var FRESH_FOR = 5 * 60 * 1000; /* a page warmed less than 5 minutes ago is not fetched again */
importScripts({{ outbox_url | tojson }});

/* A copy of a page response that remembers when it was fetched. */
function stamped(response) {
  var headers = new Headers(response.headers);
  headers.set("X-Fetched-At", String(Date.now()));
  return response.blob().then(function (body) {
    return new Response(body, { status: response.status, statusText: response.statusText, headers: headers });
  });
}

/* Keep a page response (not errors, not another site's) under the address it came from. */
function keepPage(request, response) {
  if (!response || response.status !== 200 || response.type !== "basic") return Promise.resolve();
  var type = response.headers.get("Content-Type") || "";
  if (type.indexOf("text/html") !== 0) return Promise.resolve();
  var address = response.redirected ? response.url : request.url;
  return stamped(response.clone()).then(function (copy) {
    return caches.open(PAGES).then(function (cache) { return cache.put(address, copy); });
  });
}

/* A kept page, marked so that its script says it is offline and since when. */
function offlineCopy(response) {
  var since = response.headers.get("X-Fetched-At") || "";
  return response.text().then(function (html) {
    html = html.replace("<html", '<html data-offline-since="' + since + '"')
      .replace(/<p class="flash [^"]*" role="status">[^<]*<\/p>/g, ""); /* said once, when it was new */
    var headers = new Headers(response.headers);
    headers.delete("Content-Length");
    headers.delete("Content-Encoding");
    return new Response(html, { status: 200, headers: headers });
  });
}

self.addEventListener("install", function (event) {
  event.waitUntil(
    caches.open(SHELL).then(function (cache) { return cache.addAll(SHELL_FILES); })
      .then(function () { return Promise.all(SHELL_PAGES.map(warm)); })
      .then(function () { return self.skipWaiting(); })
  );
});

self.addEventListener("activate", function (event) {
  event.waitUntil(
    caches.keys().then(function (names) {
      return Promise.all(names.filter(function (name) {
        return name.indexOf("shell-") === 0 && name !== SHELL;
      }).map(function (name) { return caches.delete(name); }));
    }).then(function () { return self.clients.claim(); })
  );
});

self.addEventListener("fetch", function (event) {
  var request = event.request;
  var url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (url.pathname.indexOf("/api/") === 0 || url.pathname === "/sw.js") return;
  var messages = url.pathname.indexOf("/messages/") === 0; /* the scripts' words, one language */
  if (url.pathname.indexOf("/static/") === 0 || url.pathname.indexOf(SEARCH_INDEX) === 0 || messages) {
    /* Versioned files never change under their address: the kept copy is the file. */
    event.respondWith(caches.match(request).then(function (kept) {
      return kept || fetch(request).then(function (response) {
        if (response.ok && url.searchParams.get("v")) {
          var copy = response.clone();
          caches.open(SHELL).then(function (cache) { cache.put(request, copy); });
        }
        return response;
      }).catch(function () {
        /* A page kept before an update names an older version: the newest one serves. */
        return caches.match(request, { ignoreSearch: true });
      });
    }));
    return;
  }
  var accept = request.headers.get("Accept") || "";
  if (request.mode !== "navigate" && accept.indexOf("text/html") === -1) return;
  /* Pages: the network first, so scores are fresh; the kept copy when there is no signal. */
  event.respondWith(fetch(request).then(function (response) {
    event.waitUntil(keepPage(request, response));
    return response;
  }).catch(function () {
    return caches.match(request, { ignoreSearch: false, ignoreVary: true }).then(function (kept) {
      /* A rulebook question asked without signal: the kept page answers it on the phone. */
      if (!kept && url.searchParams.has("q")) {
        return caches.match(url.origin + url.pathname, { ignoreVary: true });
      }
      return kept;
    }).then(function (kept) {
      if (kept) return offlineCopy(kept);
      return caches.match(OFFLINE_URL, { ignoreVary: true }).then(function (fallback) {
        return fallback ? offlineCopy(fallback) : Response.error();
      });
    });
  }));
});

/* Fetch and keep a page unless a fresh copy is already kept. */
function warm(address) {
  return caches.open(PAGES).then(function (cache) {
    return cache.match(address, { ignoreVary: true }).then(function (kept) {
      var at = kept && Number(kept.headers.get("X-Fetched-At"));
      if (at && Date.now() - at < FRESH_FOR) return;
      return fetch(address, { credentials: "same-origin" }).then(function (response) {
        return keepPage(new Request(address), response);
      }).catch(function () { /* no signal: it is kept when next visited */ });
    });
  });
}

self.addEventListener("message", function (event) {
  var data = event.data || {};
  if (data.type === "warm" && Array.isArray(data.urls)) {
    event.waitUntil(Promise.all(data.urls.map(function (u) {
      return warm(new URL(u, self.location.origin).href);
    })));
  } else if (data.type === "flush") {
    event.waitUntil(self.UnoOutbox.flush());
  }
});

/* Background Sync, where the browser has it: send the kept rounds once signal is back. */
self.addEventListener("sync", function (event) {
  if (event.tag === "outbox") event.waitUntil(self.UnoOutbox.flush());
});
