#!/usr/bin/env python3
"""Checks labelled corpus files against corpus/GUIDELINES.md and prints what each holds.

Usage: python3 corpus/check.py FILE.jsonl [FILE.jsonl ...]   (exit 1 when a line is wrong)
"""
import json, sys, collections

KEYS = set("""eyes hair age height build outfit occupation rank species pronouns skin voice accent
weapon magic guild name surname nickname birthday birthplace hometown personality handedness scar
tattoo birthmark pet sibling parent child partner allergy fear ring necklace bracelet mask eyepatch
freckles beard glasses piercing wings horns tail ears fur scales deity instrument language
injury""".split())
DOORS = {"ooc", "addressed", "dm", "proxy", "plain", "in_character"}
SCOPES = {None, "profile", "story", "scene"}
WHY = {"ic_dialogue", "narration", "real_life", "opinion", "hypothetical", "player_talk", "joke", "meta", "other"}
ANSWERS = {"profile", "story", "scene", "yes", "no"}


def check(path):
    errors, stats, seen = [], collections.Counter(), set()
    for n, line in enumerate(open(path, encoding="utf-8"), 1):
        if not line.strip():
            continue
        def bad(msg):
            errors.append(f"{path}:{n}: {msg}")
        try:
            j = json.loads(line)
        except json.JSONDecodeError as e:
            bad(f"not JSON: {e}"); continue
        for f in ("id", "voice", "lang", "door", "message", "characters", "known", "expect"):
            if f not in j:
                bad(f"no '{f}'")
        if any(f not in j for f in ("id", "message", "expect", "characters")):
            continue
        if j["id"] in seen:
            bad(f"id {j['id']} twice")
        seen.add(j["id"])
        msg, chars = j["message"], j["characters"]
        if j.get("lang") not in ("en", "fr"):
            bad("lang must be en or fr")
        if j.get("door") not in DOORS:
            bad(f"door {j.get('door')!r} is not one of {sorted(DOORS)}")
        if not isinstance(chars, list) or not chars:
            bad("characters: a non-empty list")
        if j.get("door") == "proxy":
            if j.get("speaker") not in chars:
                bad("a proxy line needs speaker, one of characters")
        elif j.get("speaker") is not None:
            bad("speaker is only for door proxy")
        for k in j.get("known", []):
            if k.get("character") not in chars:
                bad(f"known note of {k.get('character')!r}, not in characters")
            if k.get("scope") not in ("profile", "story", "scene"):
                bad("known scope: profile, story or scene")
            if not k.get("detail") or not k.get("value"):
                bad("known note needs detail and value")
        e = j["expect"]
        if not isinstance(e, dict):
            bad("expect must be an object"); continue
        unknown = set(e) - {"claims", "questions", "request", "answer"}
        if unknown:
            bad(f"expect has unknown members {sorted(unknown)}")
        def sub(field, v, required=False):
            if v is None:
                if required:
                    bad(f"{field} is required")
                return
            if not isinstance(v, str) or v not in msg:
                bad(f"{field} {v!r} is not a substring of the message")
            elif v != v.strip():
                bad(f"{field} {v!r} has spaces at its edge")
        def detail(d, words):
            if not d:
                bad("detail missing"); return
            if d not in KEYS:
                stats["free details"] += 1
                if d != d.lower():
                    bad(f"free detail {d!r} must be lower case")
                if words is None:
                    bad(f"free detail {d!r} needs detail_words")
        for m in j.get("mentions", []):
            stats["mentions"] += 1
            if j.get("door") not in ("in_character", "proxy"):
                bad("mentions only on in_character or proxy posts")
            if m.get("character") not in chars:
                bad(f"mention of {m.get('character')!r}, not in characters")
            if not m.get("detail"):
                bad("mention needs a detail")
            sub("mention value", m.get("value"), True)
        silent = not e
        for c in e.get("claims", []):
            t = c.get("type")
            if t == "preference":
                stats["preferences"] += 1
                if c.get("character") is not None and c.get("character") not in chars:
                    bad(f"preference character {c.get('character')!r} not in characters")
                sub("preference value", c.get("value"), True)
                continue
            if t != "fact":
                bad("claim type: fact or preference"); continue
            stats["facts"] += 1
            if c.get("character") not in chars:
                bad(f"claim character {c.get('character')!r} not in characters")
            detail(c.get("detail"), c.get("detail_words"))
            sub("detail_words", c.get("detail_words"))
            sub("value", c.get("value"), True)
            sub("old", c.get("old"))
            if c.get("old") is not None:
                stats["with old value"] += 1
            if c.get("scope") not in SCOPES:
                bad(f"scope {c.get('scope')!r}")
            if c.get("scope") is not None:
                stats["with scope"] += 1
                sub("scope_words", c.get("scope_words"), True)
            elif c.get("scope_words") is not None:
                bad("scope_words without scope")
            if not isinstance(c.get("change"), bool):
                bad("change: true or false")
            if c.get("change"):
                stats["changes"] += 1
                sub("change_words", c.get("change_words"), True)
            v = c.get("value") or ""
            if v[:1].isspace() or v.lower().split(" ")[0] in ("a", "an", "the", "her", "his", "un", "une", "le", "la", "les", "des", "sa", "son", "ses"):
                bad(f"value {v!r} starts with an article or possessive")
        for q in e.get("questions", []):
            stats["questions"] += 1
            if q.get("character") not in chars:
                bad(f"question character {q.get('character')!r} not in characters")
            detail(q.get("detail"), q.get("detail_words"))
            sub("detail_words", q.get("detail_words"))
        if "request" in e:
            stats["requests"] += 1
            if e["request"].get("request") not in ("undo", "forget"):
                bad("request: undo or forget")
        if "answer" in e:
            stats["answers"] += 1
            if "open_question" not in j:
                bad("an answer needs open_question")
            a = e["answer"]
            if a not in ANSWERS and a not in chars:
                bad(f"answer {a!r}: profile, story, scene, yes, no or a character")
        if silent:
            stats["silence"] += 1
            if j.get("why") not in WHY:
                bad(f"silence needs why, one of {sorted(WHY)}")
        stats["lines"] += 1
        stats["door " + str(j.get("door"))] += 1
    return errors, stats


def main():
    bad_any = False
    for p in sys.argv[1:]:
        errors, s = check(p)
        for e in errors[:200]:
            print(e)
        if errors:
            bad_any = True
            print(f"{p}: {len(errors)} problems")
        lines = s["lines"] or 1
        print(f"{p}: {s['lines']} lines, silence {s['silence']} ({100*s['silence']//lines}%), "
              + ", ".join(f"{k} {v}" for k, v in sorted(s.items()) if k not in ("lines", "silence")))
    sys.exit(1 if bad_any else 0)


if __name__ == "__main__":
    main()
