package continuity.understand;

import continuity.chat.Lang;

/**
 * One clause read by {@link ClauseParser}, the grammar's working state inside the reader (never
 * handed to the core: {@link ClaimAssembler} and {@link Reader#readNote} make {@link FactClaim}s):
 * who, which attribute ({@code null} when neither the words nor the value's class say), the value,
 * the value it contradicts, and how it was said. {@code negative}: "X isn't B" (B is an old value,
 * not a new one); {@code attributeNamed}: the attribute comes from a listed word, a verb or a value
 * class rather than an unlisted noun.
 */
record ParsedClause(
        Subject subject,
        String attribute,
        boolean attributeNamed,
        String value,
        String old,
        boolean negative,
        boolean change,
        Lang lang,
        String sentence) {

    ParsedClause withSubject(Subject s) {
        return new ParsedClause(
                s, attribute, attributeNamed, value, old, negative, change, lang, sentence);
    }

    ParsedClause withOld(String o) {
        return new ParsedClause(
                subject, attribute, attributeNamed, value, o, negative, change, lang, sentence);
    }

    ParsedClause withAttribute(String a, boolean named) {
        return new ParsedClause(subject, a, named, value, old, negative, change, lang, sentence);
    }

    ParsedClause withChange(boolean c) {
        return new ParsedClause(
                subject, attribute, attributeNamed, value, old, negative, c, lang, sentence);
    }
}
