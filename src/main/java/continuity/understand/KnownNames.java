package continuity.understand;

import java.util.List;
import java.util.Optional;

/** The characters a guild already has, as the understanding layer needs to see them. */
public interface KnownNames {
    /** True when the written name (any case or accents) is a known character. */
    boolean isKnown(String writtenName);

    /** The first known character named in a folded text, as stored. */
    Optional<String> firstIn(String folded);

    /**
     * Whether a folded text names a known character by a word of a longer stored name that only
     * that character has and that is no title ("fairweather" for Ottilie Fairweather): what the
     * descriptive reader also reads as the name ({@link NameParts#resolve}).
     */
    default boolean partIn(String folded) {
        List<String> all = all();
        if (all.isEmpty()) return false;
        for (String w : folded.split("[^\\p{L}\\p{N}\\-]+"))
            if (w.length() >= 3 && NameParts.resolve(w, all) != null) return true;
        return false;
    }

    /** Every known name as stored (the learned reader matches tokens against them). */
    default java.util.List<String> all() {
        return java.util.List.of();
    }

    /**
     * The known character a written name means, as stored: the name itself (any case or accents),
     * or one word of a longer stored name that no other character shares and that is no title
     * ("Matthias" or "Oberli" for Matthias Oberli, "Eadric" for Prior Eadric; never "Prior").
     */
    default Optional<String> resolve(String writtenName) {
        return Optional.ofNullable(NameParts.resolve(writtenName, all()));
    }

    /** True when no character is known (then no name can be recognised at all). */
    default boolean isEmpty() {
        return false;
    }

    KnownNames NONE =
            new KnownNames() {
                @Override
                public boolean isKnown(String writtenName) {
                    return false;
                }

                @Override
                public Optional<String> firstIn(String folded) {
                    return Optional.empty();
                }

                @Override
                public boolean isEmpty() {
                    return true;
                }
            };
}
