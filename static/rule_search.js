/* The rulebook search on the phone: the same reading and ranking as referee/rulebook/search.py,
   from the index the server made for the page's language (window.UnoRuleIndex), so that
   it answers without signal.
   Keep each step in step with the Python module; the browser tests compare the two. */
(function () {
  "use strict";

  /* ---- reading (referee/rulebook/search.py: normalize, words_of, SearchIndex.read) ---- */

  /* The letters read: a to z and the Latin letters that dropping accents does not reach;
     other scripts are spaces, so every browser reads as the server, whatever its Unicode. */
  var OUTSIDE = /[^\u0000-\u024f\u1e00-\u1eff\u2000-\u206f\uff00-\uffef]/gu;
  var TOKEN = /\+?[0-9]+|[a-zßłøæœ]+/g;
  var WORD = /^[a-zßłøæœ]+$/;
  var PART = 3, MAX_PARTS = 3; /* a compound's shortest known word, and the most it is read as */

  function normalize(text) {
    return text.replace(/['’`´ʼ′]/g, "").replace(OUTSIDE, " ").toLowerCase().normalize("NFKD")
      .replace(/\p{Mn}/gu, "").replace(/\+[ \t]+(?=[0-9])/g, "+");
  }

  function wordsOf(text) {
    return normalize(text).match(TOKEN) || [];
  }

  function isAlpha(word) { return WORD.test(word); }

  function typoAllowance(word) {
    if (Array.from(word).length < 3 || !isAlpha(word)) return 0;
    return Array.from(word).length < 8 ? 1 : 2;
  }

  /* Typos between a and b (added, dropped, changed, two swapped), capped at limit + 1. */
  function editDistance(a, b, limit) {
    var ca = Array.from(a), cb = Array.from(b);
    if (Math.abs(ca.length - cb.length) > limit) return limit + 1;
    var before = [], previous = [], i, j;
    for (j = 0; j <= cb.length; j++) previous.push(j);
    for (i = 1; i <= ca.length; i++) {
      var current = [i];
      for (j = 1; j <= cb.length; j++) {
        var cost = ca[i - 1] === cb[j - 1] ? 0 : 1;
        current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
        if (i > 1 && j > 1 && ca[i - 1] === cb[j - 2] && ca[i - 2] === cb[j - 1]) {
          current[j] = Math.min(current[j], before[j - 2] + 1);
        }
      }
      if (Math.min.apply(null, current) > limit) return limit + 1;
      before = previous;
      previous = current;
    }
    return Math.min(previous[cb.length], limit + 1);
  }

  function Searcher(index) {
    this.ix = index;
    this.stop = new Set(index.stop);
    this.beforeTop = new Set(index.before_top);
    this.forms = index.forms;
    this.spellings = index.spellings || [];
    this.joins = index.joins || [];
    /* on a page in a language with a vocabulary, English questions are read too */
    this.english = index.english ? new Searcher(index.english) : null;
  }

  function has(object, key) { return Object.prototype.hasOwnProperty.call(object, key); }

  /* A word as the language also writes it: each spelling replaced in order (respell). */
  Searcher.prototype.respell = function (word) {
    this.spellings.forEach(function (pair) { word = word.split(pair[0]).join(pair[1]); });
    return word;
  };

  Searcher.prototype.term = function (word) {
    return Object.prototype.hasOwnProperty.call(this.forms, word) ? this.forms[word] : word;
  };

  function commonStart(a, b) {
    var ca = Array.from(a), cb = Array.from(b), n = 0;
    while (n < Math.min(ca.length, cb.length) && ca[n] === cb[n]) n++;
    return n;
  }

  /* Ties: the longest shared start, then the closest length, then alphabetical order. */
  function before(a, b) {
    for (var i = 0; i < a.length; i++) {
      if (a[i] !== b[i]) return a[i] < b[i];
    }
    return false;
  }

  Searcher.prototype.nearest = function (word, limit) {
    if (limit <= 0) return null;
    var best = null, length = Array.from(word).length;
    for (var known in this.forms) {
      if (this.stop.has(known)) continue; /* "theyre" is no typo of "there" worth reading */
      /* a short word is read only as missing a letter ("skp": "skip") */
      if (length < 4 && Array.from(known).length !== length + 1) continue;
      var d = editDistance(word, known, limit);
      if (d > limit) continue;
      var rank = [d, -commonStart(word, known), Math.abs(Array.from(known).length - length), known];
      if (!best || before(rank, best)) best = rank;
    }
    return best ? this.forms[best[3]] : null;
  };

  /* An unknown word as the fewest known words it is written of (SearchIndex.compound). */
  Searcher.prototype.compound = function (word) {
    var stop = this.stop;
    if (has(this.forms, word) || stop.has(word) || Array.from(word).length < 2 * PART) return null;
    for (var count = 2; count <= MAX_PARTS; count++) {
      var parts = this.parts(word, count);
      if (parts && !parts.every(function (part) { return stop.has(part); })) return parts;
    }
    return null;
  };

  Searcher.prototype.parts = function (word, count) {
    var letters = Array.from(word);
    if (count === 1) return letters.length >= PART && has(this.forms, word) ? [word] : null;
    for (var end = letters.length - PART * (count - 1); end >= PART; end--) {
      var head = letters.slice(0, end).join("");
      if (!has(this.forms, head)) continue;
      var rest = letters.slice(end).join(""), joins = [""].concat(this.joins);
      for (var j = 0; j < joins.length; j++) {
        var join = joins[j];
        if (rest.indexOf(join) !== 0 || Array.from(rest).length - Array.from(join).length < PART) continue;
        var tail = this.parts(Array.from(rest).slice(Array.from(join).length).join(""), count - 1);
        if (tail) return [head].concat(tail);
      }
    }
    return null;
  };

  /* One word as read (SearchIndex._word): a known word; an unknown word of a question as
     its other spelling, else as the known words it is written of, else the nearest. */
  Searcher.prototype.word = function (word, question) {
    var self = this;
    if (!question || !isAlpha(word) || has(this.forms, word) || this.stop.has(word)) {
      return [this.known(word, question)];
    }
    var spelled = this.respell(word), said = spelled === word ? [word] : [spelled, word];
    for (var i = 0; i < said.length; i++) {
      if (has(this.forms, said[i]) || this.stop.has(said[i])) {
        return [{ term: this.term(said[i]), surface: said[i], exact: true }];
      }
      var parts = this.ix.compounds ? this.compound(said[i]) : null;
      if (parts) return parts.map(function (part) { return { term: self.term(part), surface: part, exact: true }; });
    }
    return [this.known(word, question)];
  };

  Searcher.prototype.known = function (word, question) {
    var listed = Object.prototype.hasOwnProperty.call(this.forms, word);
    if (!question || !isAlpha(word) || listed || this.stop.has(word)) {
      return { term: this.term(word), surface: word, exact: true };
    }
    var near = this.nearest(word, typoAllowance(word));
    return near ? { term: near, surface: word, exact: false } : { term: null, surface: word, exact: true };
  };

  Searcher.prototype.match = function (tokens, start, words) {
    var at = start;
    for (var k = 0; k < words.length; k++) {
      var gap = at;
      while (k && at < tokens.length && tokens[at].term !== words[k] && this.stop.has(tokens[at].surface)) at++;
      if (at - gap > this.ix.limits.gap || at >= tokens.length || tokens[at].term !== words[k]) return 0;
      at++;
    }
    return at;
  };

  Searcher.prototype.phrases = function (tokens) {
    var out = [], i = 0;
    while (i < tokens.length) {
      var token = tokens[i], group = this.ix.phrases[token.term || ""] || [], matched = false;
      for (var g = 0; g < group.length; g++) {
        var end = this.match(tokens, i, group[g][0]);
        if (!end) continue;
        var span = tokens.slice(i, end);
        var exact = span.every(function (t) { return t.exact; });
        var said = span.map(function (t) { return t.surface; }).join(" ");
        group[g][1].forEach(function (term) { out.push({ term: term, surface: said, exact: exact }); });
        i = end;
        matched = true;
        break;
      }
      if (!matched) { out.push(token); i++; }
    }
    return out;
  };

  Searcher.prototype.read = function (text, question) {
    var self = this, tokens = [];
    wordsOf(text).forEach(function (w) { tokens = tokens.concat(self.word(w, question)); });
    tokens = this.phrases(this.phrases(tokens)); /* twice: "pick up till" -> "draw till" */
    if (!question) return tokens;
    var present = {};
    tokens.forEach(function (t) { present[t.term] = (present[t.term] || 0) + 1; });
    this.ix.implied.forEach(function (rule) {
      var met = rule[0].every(function (need) {
        var n = 0;
        need[0].forEach(function (idea) { n += present[idea] || 0; });
        return n >= need[1];
      });
      if (met && !present[rule[1]]) tokens.push({ term: rule[1], surface: rule[1], exact: true });
    });
    return tokens;
  };

  Searcher.prototype.meaningful = function (tokens) {
    var stop = this.stop;
    return tokens.filter(function (t) {
      return t.term && !stop.has(t.surface) && !(t.term.length === 1 && isAlpha(t.term));
    });
  };

  /* ---- ranking (SearchIndex.search, _rank, closest) ---- */

  Searcher.prototype.rank = function (tokens) {
    var limits = this.ix.limits, factor = {}, order = [];
    tokens.forEach(function (t) {
      var f = t.exact ? limits.exact : limits.typo;
      if (!(t.term in factor)) order.push(t.term);
      factor[t.term] = Math.max(factor[t.term] || 0, f);
    });
    var scores = this.ix.docs.map(function () { return 0; }), postings = this.ix.postings;
    order.forEach(function (term) {
      var p = postings[term] || [];
      for (var i = 0; i < p.length; i += 2) scores[p[i]] += p[i + 1] * factor[term];
    });
    var ranked = [];
    scores.forEach(function (score, doc) { if (score > 0) ranked.push([score, doc]); });
    ranked.sort(function (a, b) { return b[0] - a[0] || a[1] - b[1]; });
    if (!ranked.length) return [];
    var best = ranked[0][0], docs = this.ix.docs;
    return ranked.slice(0, limits.results)
      .filter(function (r) { return r[0] * limits.keep_share >= best; })
      .map(function (r) { return [docs[r[1]], r[0]]; });
  };

  Searcher.prototype.closest = function (query) {
    var loose = [], self = this;
    wordsOf(query).forEach(function (word) {
      if (Array.from(word).length < 3 || self.stop.has(word) || !isAlpha(word)) return;
      var limit = Math.max(2, Math.floor(Array.from(word).length / 3));
      var head = Array.from(word).slice(0, 3).join("");
      for (var known in self.forms) {
        if (Array.from(known).slice(0, 3).join("") === head || editDistance(word, known, limit) <= limit) {
          loose.push({ term: self.forms[known], surface: word, exact: false });
        }
      }
    });
    var hits = this.rank(this.meaningful(loose)).slice(0, this.ix.limits.closest);
    return hits.length ? hits : this.ix.closest.map(function (id) { return [id, 0]; });
  };

  /* ---- the dispute helper's offer (SearchIndex.offer, _fill, cards_named) ---- */

  Searcher.prototype.rankOf = function (term) {
    if (!term) return null;
    var rank = term.charAt(0) === "#" ? term.slice(1) : /^[0-9]$/.test(term) ? term : null;
    return rank !== null && Object.prototype.hasOwnProperty.call(this.ix.ranks, rank) ? rank : null;
  };

  Searcher.prototype.cardsNamed = function (tokens) {
    var colors = this.ix.colors, found = [];
    for (var at = 0; at < tokens.length; at++) {
      var rank = this.rankOf(tokens[at].term);
      if (rank === null) continue;
      var color = null;
      if (at && Object.prototype.hasOwnProperty.call(colors, tokens[at - 1].surface)) {
        color = colors[tokens[at - 1].surface];
      } else if (at + 1 < tokens.length && Array.from(tokens[at + 1].surface).length > 1 &&
                 Object.prototype.hasOwnProperty.call(colors, tokens[at + 1].surface)) {
        color = colors[tokens[at + 1].surface];
      }
      found.push([at, rank, color]);
    }
    return found;
  };

  Searcher.prototype.fill = function (tokens, questions) {
    if (!questions.length) return [];
    var named = this.cardsNamed(tokens);
    if (!named.length) return [];
    var beforeTop = this.beforeTop, stop = this.stop;
    if (named.length === 1 || questions.length === 1) {
      var spoken = tokens.slice(0, named[0][0]).map(function (t) { return t.surface; })
        .filter(function (s) { return !stop.has(s) || beforeTop.has(s); });
      var which = questions.length > 1 && spoken.length && beforeTop.has(spoken[spoken.length - 1]) ? 1 : 0;
      return [[questions[which], named[0][1], named[0][2]]];
    }
    var between = tokens.slice(named[0][0] + 1, named[1][0]).some(function (t) { return beforeTop.has(t.surface); });
    var order = between ? [questions[0], questions[1]] : [questions[1], questions[0]];
    return [[order[0], named[0][1], named[0][2]], [order[1], named[1][1], named[1][2]]];
  };

  Searcher.prototype.offer = function (tokens) {
    var terms = new Set(tokens.map(function (t) { return t.term; }));
    for (var i = 0; i < this.ix.intents.length; i++) {
      var intent = this.ix.intents[i];
      var any = intent.any.some(function (x) { return terms.has(x); });
      var withCard = !intent.with.length || intent.with.some(function (x) { return terms.has(x); });
      if (any && withCard) return { wizard: intent.wizard, cards: this.fill(tokens, intent.cards) };
    }
    return null;
  };

  /* ---- the titles in the page's language (TitleIndex, same_title_word, unread) ---- */

  function sameTitleWord(word, known) {
    if (word === known) return true;
    var shorter = Math.min(Array.from(word).length, Array.from(known).length);
    return shorter >= 4 && commonStart(word, known) >= Math.max(4, shorter - 1);
  }

  function distinct(list) {
    return list.filter(function (x, i) { return list.indexOf(x) === i; });
  }

  /* The words of the titles a word of the question is read as. */
  Searcher.prototype.titleWords = function (word) {
    var postings = this.ix.titles.postings, found = [];
    if (Array.from(word).length < 3 || !isAlpha(word)) return found;
    for (var known in postings) if (sameTitleWord(word, known)) found.push(known);
    return found;
  };

  /* How many distinct words the vocabulary reads, and those it cannot read at all. */
  Searcher.prototype.unread = function (query) {
    var read = 0, unread = [], self = this;
    distinct(wordsOf(query)).forEach(function (word) {
      if (!isAlpha(word)) { read++; return; }
      if (self.stop.has(word)) return;
      if (self.word(word, true)[0].term !== null) { read++; return; }
      unread.push(word);
    });
    return { read: read, unread: unread };
  };

  Searcher.prototype.titleHits = function (query) {
    var postings = this.ix.titles.postings, self = this;
    var scores = this.ix.docs.map(function () { return 0; });
    distinct(wordsOf(query)).forEach(function (word) {
      var rarest = {};
      self.titleWords(word).forEach(function (known) {
        var p = postings[known];
        for (var i = 0; i < p.length; i += 2) rarest[p[i]] = Math.max(rarest[p[i]] || 0, p[i + 1]);
      });
      for (var doc in rarest) scores[doc] += rarest[doc];
    });
    var ranked = [], limits = this.ix.limits, docs = this.ix.docs;
    scores.forEach(function (score, doc) { if (score > 0) ranked.push([score, doc]); });
    ranked.sort(function (a, b) { return b[0] - a[0] || a[1] - b[1]; });
    if (!ranked.length) return [];
    var best = ranked[0][0];
    return ranked.slice(0, limits.results)
      .filter(function (r) { return r[0] * limits.keep_share >= best; })
      .map(function (r) { return [docs[r[1]], r[0]]; });
  };

  /* How much of a question the vocabulary reads (SearchIndex.understood). */
  Searcher.prototype.understood = function (query) {
    var total = 0, self = this, limits = this.ix.limits;
    distinct(wordsOf(query)).forEach(function (word) {
      if (!isAlpha(word)) return;
      var token = self.word(word, true)[0];
      if (token.term !== null) total += token.exact ? limits.exact : limits.typo;
    });
    return total;
  };

  Searcher.prototype.search = function (query) {
    if (this.english && this.english.understood(query) > this.understood(query)) {
      return this.english.search(query);
    }
    var tokens = this.read(query, true);
    var hits = this.rank(this.meaningful(tokens));
    var offer = this.offer(tokens);
    if (this.ix.titles) {
      var self = this, words = this.unread(query);
      var matched = words.unread.filter(function (word) { return self.titleWords(word).length; });
      var titled = matched.length && matched.length >= words.read ? this.titleHits(query) : [];
      if (titled.length) return { hits: titled, matched: true, offer: offer };
    }
    if (hits.length) return { hits: hits, matched: true, offer: offer };
    return { hits: this.closest(query), matched: false, offer: offer };
  };

  /* The offer as a link (referee/web/pages/disputes.py: offer_link). */
  function offerLink(offer, wizards) {
    if (!offer || !wizards[offer.wizard]) return null;
    var chosen = wizards[offer.wizard], args = new URLSearchParams();
    offer.cards.forEach(function (card) {
      if ((chosen.ranks[card[0]] || []).indexOf(card[1]) === -1) return;
      args.append(card[0], card[1]);
      if (card[2] !== null) args.append(card[0] + "_color", card[2]);
    });
    args.append("prefill", "1");
    return { title: chosen.title, url: chosen.url + "?" + args.toString() };
  }

  window.UnoRuleSearch = { Searcher: Searcher, offerLink: offerLink, wordsOf: wordsOf };

  /* ---- the page ---- */

  var form = document.getElementById("rule-search");
  if (!form || !window.UnoRuleIndex) return;
  var searcher = new Searcher(window.UnoRuleIndex);
  var input = form.querySelector("input[name=q]");
  var answer = document.getElementById("search-answer");
  var results = document.getElementById("search-results");
  var closest = document.getElementById("search-closest");
  var closestList = closest.querySelector("ul");
  var summary = document.getElementById("search-summary");
  var offerBox = document.getElementById("search-offer");
  var clear = document.getElementById("search-clear");
  var every = document.getElementById("every-rule");
  var wizards = JSON.parse(form.dataset.wizards);
  var titles = JSON.parse(form.dataset.titles); /* in the page's language */
  var max = Number(input.getAttribute("maxlength")) || 80;

  /* A rule as this page states it (as played, on a game's page), without its anchor. */
  function entryCopy(id) {
    var original = document.getElementById("rule-" + id);
    if (!original || !every || !every.contains(original)) return null;
    var copy = original.cloneNode(true);
    copy.removeAttribute("id");
    copy.setAttribute("data-entry", id);
    return copy;
  }

  /* Answer the question on this page; false when the page cannot (the server then does). */
  function show(query) {
    var q = query.replace(/\s+/g, " ").trim(); /* as the server cleans it */
    if (!q || Array.from(q).length > max || !every) return false;
    var found = searcher.search(q);
    var copies = found.matched ? found.hits.map(function (hit) { return entryCopy(hit[0]); }) : [];
    if (copies.indexOf(null) !== -1) return false;
    results.textContent = "";
    copies.forEach(function (copy) { results.appendChild(copy); });
    results.hidden = !copies.length;
    closestList.textContent = "";
    if (!found.matched) {
      found.hits.forEach(function (hit) {
        var item = document.createElement("li"), link = document.createElement("a");
        link.className = "row-link";
        link.href = form.dataset.ruleUrl + hit[0];
        link.textContent = titles[hit[0]] || hit[0];
        item.appendChild(link);
        closestList.appendChild(item);
      });
    }
    closest.hidden = found.matched;
    var n = found.hits.length;
    /* the same messages as referee/web/pages/house_rules.py: found_summary */
    summary.textContent = !found.matched
      ? _("No rule mentions “{query}”. The closest rules:", { query: q })
      : ngettext("{n} rule answers this, best first.", "{n} rules answer this, best first.", n);
    var link = offerLink(found.offer, wizards);
    offerBox.hidden = !link;
    if (link) {
      offerBox.href = link.url;
      offerBox.querySelector("strong").textContent = link.title;
    }
    answer.hidden = false;
    every.hidden = true;
    clear.hidden = false;
    form.querySelectorAll(".error").forEach(function (e) { e.remove(); });
    input.setAttribute("aria-invalid", "false");
    return true;
  }

  form.addEventListener("submit", function (event) {
    if (!show(input.value)) return;
    event.preventDefault();
    var url = new URL(location.href);
    url.searchParams.set("q", input.value.trim());
    url.hash = "";
    history.replaceState(null, "", url.toString());
  });

  /* A question asked without signal: the kept page answers it here. */
  var asked = new URLSearchParams(location.search).get("q");
  if (asked && every && answer.hidden) {
    input.value = asked;
    show(asked);
  }
}());
