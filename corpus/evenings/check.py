#!/usr/bin/env python3
"""Checks an evenings file against GUIDELINES.md and prints a summary."""
import json, sys, collections

KEYS = {"eyes","hair","age","height","skin","build","beard","scar","tattoo","handedness","outfit",
        "voice","species","wings","fur","horns","glasses"}
DOORS = {"narration","proxy","webhook","gm","ooc"}
WHYS = {"match","other_detail","dialogue","lie","disguise","light","changed_here","unknown_character",
        "someone_else","past","future","hypothetical","ooc","plain"}
SCOPES = {"profile","story","scene"}

def main(path):
    errors = []; ids = set(); planted = 0; whys = collections.Counter(); evenings = 0; posts = 0
    langs = set()
    for n, line in enumerate(open(path, encoding="utf-8"), 1):
        if not line.strip(): continue
        where = f"line {n}"
        try: e = json.loads(line)
        except Exception as x: errors.append(f"{where}: not JSON: {x}"); continue
        evenings += 1
        for k in ("id","voice","lang","setting","characters","notes","posts"):
            if k not in e: errors.append(f"{where}: missing {k}")
        if errors and errors[-1].startswith(where + ": missing"): continue
        where = e["id"]
        if e["id"] in ids: errors.append(f"{where}: duplicate id")
        ids.add(e["id"]); langs.add(e["lang"])
        if e["lang"] not in ("en","fr"): errors.append(f"{where}: lang must be en or fr")
        if not e["id"].startswith(f'{e["voice"]}-{e["lang"]}-'): errors.append(f"{where}: id must be VOICE-LANG-NN")
        chars = e["characters"]
        if not (2 <= len(chars) <= 5): errors.append(f"{where}: 2 to 5 characters")
        if not (4 <= len(e["notes"]) <= 10): errors.append(f"{where}: 4 to 10 notes")
        slots = set()
        for note in e["notes"]:
            if note.get("character") not in chars: errors.append(f"{where}: note of unknown character {note.get('character')}")
            if note.get("detail") not in KEYS: errors.append(f"{where}: note detail {note.get('detail')} not a key")
            if note.get("scope") not in SCOPES: errors.append(f"{where}: note scope {note.get('scope')}")
            if not isinstance(note.get("value"), str) or not note["value"].strip(): errors.append(f"{where}: note value")
            s = (note.get("character"), note.get("detail"), note.get("scope"))
            if s in slots: errors.append(f"{where}: two notes for {s}")
            slots.add(s)
        if not (10 <= len(e["posts"]) <= 18): errors.append(f"{where}: 10 to 18 posts (has {len(e['posts'])})")
        for i, p in enumerate(e["posts"], 1):
            pw = f"{where} post {i}"; posts += 1
            for k in ("author","door","as","text","planted","why"):
                if k not in p: errors.append(f"{pw}: missing {k}")
            if p.get("door") not in DOORS: errors.append(f"{pw}: door {p.get('door')}")
            if p.get("door") in ("proxy","webhook"):
                if p.get("as") not in chars and p.get("as") is None: errors.append(f"{pw}: proxy/webhook needs as")
            elif p.get("as") is not None: errors.append(f"{pw}: as only for proxy/webhook")
            pl = p.get("planted")
            if pl is None:
                if p.get("why") not in WHYS: errors.append(f"{pw}: why {p.get('why')} not one of {sorted(WHYS)}")
                else: whys[p["why"]] += 1
            else:
                planted += 1
                if p.get("why") is not None: errors.append(f"{pw}: planted posts have why null")
                if pl.get("character") not in chars: errors.append(f"{pw}: planted character {pl.get('character')}")
                if pl.get("detail") not in KEYS: errors.append(f"{pw}: planted detail {pl.get('detail')}")
                if not isinstance(pl.get("value"), str) or pl["value"] not in p.get("text",""):
                    errors.append(f"{pw}: planted value {pl.get('value')!r} is not a substring of the text")
                if not any(nn.get("character") == pl.get("character") and nn.get("detail") == pl.get("detail") for nn in e["notes"]):
                    errors.append(f"{pw}: planted detail has no note for that character")
                if p.get("door") == "ooc": errors.append(f"{pw}: a planted contradiction is a story post, not ooc")
    if len(langs) > 1: errors.append("one language per file")
    if evenings and not (9 <= evenings <= 12): errors.append(f"10 evenings expected (has {evenings})")
    if planted < 8: errors.append(f"at least 10 planted contradictions expected (has {planted})")
    lookalikes = sum(v for k, v in whys.items() if k != "plain")
    if lookalikes < 40: errors.append(f"at least 40 look-alikes expected (has {lookalikes})")
    for k in ("match","dialogue","light","changed_here","unknown_character","someone_else","other_detail"):
        if whys[k] < 2: errors.append(f"at least 2 posts with why={k} (has {whys[k]})")
    for x in errors[:60]: print("ERROR", x)
    print(f"{path}: {evenings} evenings, {posts} posts, {planted} planted, look-alikes {dict(whys)}, {len(errors)} errors")
    return 1 if errors else 0

if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
