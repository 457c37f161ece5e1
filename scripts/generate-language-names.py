#!/usr/bin/env python3
"""Writes Sources/Screens/Localization/LanguageNames+CLDR.swift: every locale CLDR has data for, named in itself.

Run from the repository's root, in the project-local virtual environment (ICU 78.3, which carries CLDR 48):

    python3 -m venv .build/tools
    .build/tools/bin/pip install 'icukit-pyicu==78.3.1'
    .build/tools/bin/python scripts/generate-language-names.py

The names are CLDR's, read through ICU, the library iOS draws its own language names with: the locales are
ICU's available locales (every language and region locale CLDR ships data for), each named in its own
language — the language's name, a compound name where CLDR has one for a language and script (`简体中文`,
`繁體中文`), then the region's short name (`UK`) joined as that language's localeDisplayPattern joins them
(`Català (Espanya)`, `繁體中文（香港）`, `한국어(한국)`); CLDR's aliases of a language code are named as
what replaced them (`iw` as `he`, `kmr` as `ku`). The first letter is capitalised in the
language's own casing (Turkish `i` → `İ`), as iOS shows names at the start of its language list.
"""

import pathlib
import sys

import icu

OUTPUT = pathlib.Path(__file__).resolve().parent.parent / "Sources/Screens/Localization/LanguageNames+CLDR.swift"


def fresh(name):
    """A new ICU locale: addLikelySubtags and minimizeSubtags change the one they are called on."""
    return icu.Locale.createFromName(name)


def display_names(locale, dialect, short=True):
    """ICU's display names in `locale`: short region names (`UK`) unless asked, no capitalisation of its own."""
    names = icu.UDisplayContext.DIALECT_NAMES if dialect else icu.UDisplayContext.STANDARD_NAMES
    length = icu.UDisplayContext.LENGTH_SHORT if short else icu.UDisplayContext.LENGTH_FULL
    return icu.LocaleDisplayNames.createInstance(locale, [names, length])


def capitalised(text, language):
    """`text` with its first letter in title case as `language` writes it: `İ` in Turkish, and Georgian
    left as it is (its capitals are not used at the start of a name)."""
    first = icu.UnicodeString(text[0])
    first.toTitle(icu.Locale(language))
    return str(first) + text[1:]


def endonym(tag):
    """The name of `tag` in itself, or None when CLDR does not name the language in it."""
    name = composed_endonym(tag)
    if name is None:
        return None
    # Short names are for regions only: `azərbaycan`, not its short `azəri`.
    language = icu.Locale.forLanguageTag(tag).getLanguage()
    maximal = fresh(icu.Locale.forLanguageTag(tag).getName()).addLikelySubtags()
    short_name = display_names(maximal, dialect=False).languageDisplayName(language)
    full_name = display_names(maximal, dialect=False, short=False).languageDisplayName(language)
    if short_name != full_name and name.startswith(short_name):
        name = full_name + name[len(short_name):]
    return capitalised(name, language)


def composed_endonym(tag):
    """The name of `tag` in itself, with short names, or None when CLDR does not name the language in it."""
    locale = icu.Locale.forLanguageTag(tag)
    language, script, region = locale.getLanguage(), locale.getScript(), locale.getCountry()
    maximal = fresh(locale.getName()).addLikelySubtags()
    written_in = maximal.getScript()
    standard = display_names(maximal, dialect=False)
    language_name = standard.languageDisplayName(language)
    if language_name == language:
        return None
    if region and display_names(maximal, dialect=False, short=False).regionDisplayName(region) == region:
        # CLDR has no name for the region in this language (`lrc-IQ`): the Swift side writes the code as well.
        return None
    with_script = fresh(language + "_" + written_in)
    compound = display_names(maximal, dialect=True).localeDisplayName(with_script)
    has_compound = compound != standard.localeDisplayName(with_script)
    # The script is named when the tag names it (`zh-Hans`, `sr-Latn`), when the region implies another
    # one than the language's own (`zh-HK` is written in Traditional characters), and beside a region
    # when the language has a compound name for it (`zh-CN` is `简体中文（中国）`).
    shows_script = bool(script) or written_in != fresh(language).addLikelySubtags().getScript()
    if not shows_script and not (has_compound and region):
        return standard.localeDisplayName(fresh(language + ("_" + region if region else "")))
    if not has_compound:
        # The script goes in the parentheses, beside the region: `srpski (latinica, Srbija)`.
        return standard.localeDisplayName(fresh(language + "_" + written_in + ("_" + region if region else "")))
    if not region:
        return compound
    # The compound name takes the language's place in the language's own pattern: `繁體中文（香港）`.
    with_region = standard.localeDisplayName(fresh(language + "_" + region))
    if not with_region.startswith(language_name):
        sys.exit(f"error: {tag}: {with_region!r} does not start with the language's name {language_name!r}")
    return compound + with_region[len(language_name):]


def tags():
    """Each available locale as a BCP 47 tag, and the shorter tags apps write for it: `zh-Hant-HK`,
    `zh-HK`; `zh-Hans-CN`, `zh-CN`, `zh`."""
    found = set()
    for name, locale in icu.Locale.getAvailableLocales().items():
        if locale.getVariant():
            continue
        found.add(locale.toLanguageTag())
        found.add(fresh(name).minimizeSubtags().toLanguageTag())
        without_script = fresh(locale.getLanguage() + "_" + locale.getCountry())
        if locale.getScript() and locale.getCountry() and \
                fresh(without_script.getName()).addLikelySubtags().getName() == fresh(name).addLikelySubtags().getName():
            found.add(without_script.toLanguageTag())
    return sorted(found)


def language_aliases():
    """CLDR's aliases of a language code, as (code, replacement tag): `iw` → `he`, `kmr` → `ku`, `sh` → `sr-Latn`."""
    table = icu.ResourceBundle("", icu.Locale("metadata")).get("alias").get("language")
    for index in range(table.getSize()):
        entry = table.get(index)
        code = entry.getKey()
        if 2 <= len(code) <= 3 and code.isalpha():
            yield code, icu.Locale(entry.get("replacement").getString()).toLanguageTag()


def main():
    cldr_version = icu.ResourceBundle("", icu.Locale("")).get("Version").getString()
    names = {tag: name for tag in tags() if (name := endonym(tag)) is not None}
    # A retired or macrolanguage code that apps still write (Mastodon's `kmr.lproj`) is named as what replaced it.
    for code, replacement in language_aliases():
        if code not in names and replacement in names:
            names[code] = names[replacement]
    lines = []
    for tag, name in sorted(names.items()):
        if "=" in name or "\n" in name or '"#' in name:
            sys.exit(f"error: {tag}: the name {name!r} cannot be written in the table")
        lines.append(f"{tag}={name}")
    body = "\n".join(lines)
    OUTPUT.write_text(f'''// Generated by scripts/generate-language-names.py from CLDR {cldr_version} (ICU {icu.ICU_VERSION}); do not edit, run the script.

extension LanguageNames {{
    /// The CLDR version the names below come from.
    static let cldrVersion = "{cldr_version}"

    /// `tag=name` lines, one per locale CLDR has data for ({len(lines)}), each named in itself: one
    /// string, where a dictionary literal would become code for each entry (280 KB more object code).
    static let cldrTable = #"""
{body}
"""#
}}
''', encoding="utf-8")
    print(f"{OUTPUT.name}: {len(lines)} names from CLDR {cldr_version} (ICU {icu.ICU_VERSION})")


if __name__ == "__main__":
    main()
