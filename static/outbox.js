/* The outbox: rounds saved on this phone and waiting to be sent, kept in IndexedDB so that
   pages and the service worker share them. Each is sent once; the request id makes a
   repeat harmless. A round the server refuses stays, with the reason, until corrected
   or discarded. A server that answers "not now" (503 while its database restarts, 429,
   or any 5xx) is like no signal: the round waits and is sent again by itself after the
   answer's Retry-After. */

/* The messages in English where the language's messages did not load (a page kept
   without signal, or the service worker, which has none): the same functions as
   /messages/<lang>.js, which loads first. */
(function (scope) {
  "use strict";
  if (typeof scope._ === "function") return;
  function fill(text, values) {
    return values ? text.replace(/\{(\w+)\}/g, function (whole, name) {
      return Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole;
    }) : text;
  }
  scope._ = function (text, values) { return fill(text, values); };
  scope.ngettext = function (singular, plural, n, values) {
    return fill(n === 1 ? singular : plural, Object.assign({ n: n }, values || {}));
  };
})(self);

(function (scope) {
  "use strict";
  if (!scope.indexedDB || !scope.fetch) return;
  var DB = "uno-outbox", STORE = "rounds";
  var RETRY_LATER = [408, 425, 429];
  var RETRY_SECONDS = 5, RETRY_MOST = 300; /* without Retry-After; the longest wait */
  var retryTimer = null;
  var channel = scope.BroadcastChannel ? new BroadcastChannel("uno-outbox") : null;
  var flushing = null;

  function open() {
    return new Promise(function (resolve, reject) {
      var request = scope.indexedDB.open(DB, 1);
      request.onupgradeneeded = function () { request.result.createObjectStore(STORE, { keyPath: "rid" }); };
      request.onsuccess = function () { resolve(request.result); };
      request.onerror = function () { reject(request.error); };
    });
  }
  function run(mode, action) {
    return open().then(function (db) {
      return new Promise(function (resolve, reject) {
        var transaction = db.transaction(STORE, mode);
        var request = action(transaction.objectStore(STORE));
        transaction.oncomplete = function () { db.close(); resolve(request.result); };
        transaction.onerror = function () { db.close(); reject(transaction.error); };
      });
    });
  }
  function changed() {
    if (channel) channel.postMessage("changed");
    if (scope.document) scope.dispatchEvent(new Event("outbox"));
  }
  function all() {
    return run("readonly", function (store) { return store.getAll(); }).then(function (list) {
      return list.sort(function (a, b) { return a.created - b.created; });
    });
  }
  function get(rid) { return run("readonly", function (store) { return store.get(rid); }); }
  function put(entry) { return run("readwrite", function (store) { return store.put(entry); }).then(changed); }
  function remove(rid) { return run("readwrite", function (store) { return store.delete(rid); }).then(changed); }

  /* Send one round: "sent", "refused" (kept with the reason) or "waiting" (no answer). */
  function send(entry) {
    var headers = { "Content-Type": "application/json", "Authorization": "Bearer " + entry.key };
    if (entry.lang) headers["Accept-Language"] = entry.lang; /* its errors in the page's language */
    if (entry.ifMatch) headers["If-Match"] = '"' + entry.ifMatch + '"';
    return fetch(entry.url, {
      method: entry.method, headers: headers, body: JSON.stringify(entry.body), credentials: "omit"
    }).then(function (response) {
      if (response.ok) return remove(entry.rid).then(function () { return "sent"; });
      if (response.status >= 500 || RETRY_LATER.indexOf(response.status) !== -1) {
        retryAfter(response.headers.get("Retry-After"));
        return "waiting";
      }
      return response.json().catch(function () { return null; }).then(function (data) {
        entry.state = "refused";
        entry.error = (data && data.error) || {
          code: "refused", status: response.status, field: null,
          message: _("The server refused this round ({status}).", { status: response.status })
        };
        return put(entry).then(function () { return "refused"; });
      });
    }, function () { return "waiting"; });
  }

  /* Send the waiting rounds again after the seconds a "not now" answer asks for. */
  function retryAfter(header) {
    var seconds = /^\s*\d+\s*$/.test(header || "") ? Number(header) : RETRY_SECONDS;
    seconds = Math.min(Math.max(seconds, 1), RETRY_MOST);
    if (retryTimer !== null || typeof scope.setTimeout !== "function") return;
    retryTimer = scope.setTimeout(function () {
      retryTimer = null;
      flush();
    }, seconds * 1000);
  }

  /* Send every waiting round in the order it was saved; stop at the first without answer. */
  function flush() {
    if (flushing) return flushing;
    flushing = all().then(function (entries) {
      var waiting = entries.filter(function (e) { return e.state === "waiting"; });
      return waiting.reduce(function (previous, entry) {
        return previous.then(function (stop) {
          if (stop) return true;
          return send(entry).then(function (result) { return result === "waiting"; });
        });
      }, Promise.resolve(false));
    }).catch(function () { return true; }).then(function (stopped) {
      flushing = null;
      return !stopped;
    });
    return flushing;
  }

  /* A kept round's words in the page's language, whatever language it was saved in: its
     title (the number in the saved title), what happened, and why it was refused. */
  function number(entry) {
    var found = /\d+/.exec(entry.title || "");
    return found ? Number(found[0]) : null;
  }
  function edited(entry) { return entry.method !== "POST"; }
  function title(entry) {
    var n = number(entry);
    if (n === null) return entry.title;
    return edited(entry) ? _("Round {number} (edited)", { number: n }) : _("Round {number}", { number: n });
  }
  function summary(entry) {
    var tally = entry.tally;
    if (!tally) return entry.summary;
    return _("{winner} went out · {hands}", {
      winner: tally.winner,
      hands: tally.hands.map(function (hand) { return hand[0] + " " + hand[1]; }).join(", ")
    });
  }
  function reason(error) {
    if (!error) return null;
    if (error.code === "refused" && error.status) {
      return _("The server refused this round ({status}).", { status: error.status });
    }
    return error.message;
  }

  scope.UnoOutbox = {
    all: all, get: get, put: put, remove: remove, send: send, flush: flush, channel: channel,
    number: number, edited: edited, title: title, summary: summary, reason: reason
  };
})(self);
