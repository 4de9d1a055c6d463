//! The game registry against the lists that cannot be generated from it.
//!
//! GameId, its ALL list and the shell's per-game dispatch come from the one
//! list in src/games/mod.rs. Trunk's index.html, Cargo.toml's features and
//! benches, and the scripts that build or time each game are files of their
//! own; these tests read them and name the file and the game when one of them
//! lacks a game the registry has, or holds one it does not.
//!
//! Runs with the default features, which build every game.

use endgames::games::{GameId, GameInfo};
use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;

fn read(path: &str) -> String {
    let full = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    std::fs::read_to_string(&full).unwrap_or_else(|e| panic!("cannot read {path}: {e}"))
}

fn exists(path: &str) -> bool {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(path).exists()
}

fn infos() -> Vec<&'static GameInfo> {
    GameId::ALL.into_iter().map(GameId::info).collect()
}

/// Reports every problem at once, one line each.
fn assert_none(problems: Vec<String>) {
    assert!(problems.is_empty(), "the game registry and the files that list games disagree:\n  {}", problems.join("\n  "));
}

/// One line of `for_each_game!`: `"<feature>" => <folder>::<Type> (rules: <name>),`.
struct Line {
    feature: String,
    folder: String,
    /// The name of the chunk the game's rules text comes in.
    rules: String,
}

/// The lines of `for_each_game!`.
fn registry_lines() -> Vec<Line> {
    let source = read("src/games/mod.rs");
    let list = &source[source.find("macro_rules! for_each_game").expect("src/games/mod.rs has for_each_game!")..];
    list.lines()
        .filter_map(|line| {
            let (feature, rest) = line.trim().strip_suffix("),")?.split_once(" => ")?;
            let (path, rules) = rest.split_once(" (rules: ")?;
            let (folder, _ty) = path.split_once("::")?;
            let feature = feature.strip_prefix('"')?.strip_suffix('"')?.to_string();
            Some(Line { feature, folder: folder.to_string(), rules: rules.to_string() })
        })
        .collect()
}

/// The quoted names in `key = ["a", "b"]` within a Cargo.toml table's text.
fn toml_list(table: &str, key: &str) -> Option<Vec<String>> {
    let line = table.lines().find(|l| l.split('=').next().is_some_and(|k| k.trim() == key))?;
    let inside = line.split_once('[')?.1.split_once(']')?.0;
    Some(inside.split(',').map(|s| s.trim().trim_matches('"').to_string()).filter(|s| !s.is_empty()).collect())
}

/// The text of each `[name]` or `[[name]]` table of Cargo.toml (`header` is
/// the whole header line).
fn toml_tables<'a>(toml: &'a str, header: &str) -> Vec<&'a str> {
    let after_first_bracket = &header[1..];
    toml.split("\n[").filter_map(|part| part.strip_prefix(after_first_bracket)).collect()
}

#[test]
fn every_game_has_a_unique_slug_that_reads_back() {
    assert!(!GameId::ALL.is_empty(), "the default build holds no games");
    let mut problems = vec![];
    let mut seen = BTreeSet::new();
    for game in GameId::ALL {
        let info = game.info();
        if !seen.insert(info.slug) {
            problems.push(format!("two games use the slug {}", info.slug));
        }
        if GameId::from_slug(info.slug) != Some(game) {
            problems.push(format!("{}: from_slug does not give it back", info.slug));
        }
        let (min, max) = info.players;
        if min == 0 || min > max {
            problems.push(format!("{}: players ({min}, {max}) is not a range of tables", info.slug));
        }
        if info.name.is_empty() || info.pitch.is_empty() {
            problems.push(format!("{}: its INFO needs a name and a pitch", info.slug));
        }
    }
    assert_none(problems);
}

#[test]
fn the_registry_list_names_each_game_by_its_slug_and_folder() {
    let lines = registry_lines();
    let listed: Vec<&str> = lines.iter().map(|l| l.feature.as_str()).collect();
    let built: Vec<&str> = infos().iter().map(|i| i.slug).collect();
    assert_eq!(listed, built, "src/games/mod.rs: for_each_game! lines (features) against GameId::ALL (slugs), in order");
    let mut problems = vec![];
    for Line { folder, rules, .. } in &lines {
        if !exists(&format!("src/games/{folder}/mod.rs")) {
            problems.push(format!("src/games/mod.rs: no folder src/games/{folder}/ with a mod.rs"));
        }
        // The chunk names must differ from every game's play and pages
        // chunks (named for its folder and its type), or the build would
        // put the rules text in with them.
        if *rules != format!("{folder}_rules") {
            problems.push(format!("src/games/mod.rs: {folder}'s rules chunk is named {rules}, not {folder}_rules"));
        }
    }
    assert_none(problems);
}

#[test]
fn cargo_toml_has_a_default_feature_and_a_bench_for_each_game() {
    let toml = read("Cargo.toml");
    let features = toml_tables(&toml, "[features]").into_iter().next().expect("Cargo.toml has [features]");
    let default = toml_list(features, "default").expect("Cargo.toml: [features] has a default list");
    let benches: Vec<(String, Vec<String>)> = toml_tables(&toml, "[[bench]]")
        .into_iter()
        .map(|t| {
            let name = t.lines().find_map(|l| l.trim().strip_prefix("name = ")).unwrap_or("").trim_matches('"').to_string();
            (name, toml_list(t, "required-features").unwrap_or_default())
        })
        .collect();
    let mut problems = vec![];
    for info in infos() {
        let slug = info.slug;
        if toml_list(features, slug).is_none() {
            problems.push(format!("Cargo.toml: [features] has no `{slug} = []` for game {slug}"));
        }
        if !default.iter().any(|f| f == slug) {
            problems.push(format!("Cargo.toml: [features] default lacks game {slug}"));
        }
        match benches.iter().find(|(name, _)| name == info.bench) {
            None => problems.push(format!("Cargo.toml: no [[bench]] named {} for game {slug}", info.bench)),
            Some((_, required)) if required != &[slug.to_string()] => {
                problems.push(format!("Cargo.toml: [[bench]] {} of game {slug} needs required-features = [\"{slug}\"]", info.bench))
            }
            Some(_) => {}
        }
        if !exists(&format!("benches/{}.rs", info.bench)) {
            problems.push(format!("benches/{}.rs is missing for game {slug}", info.bench));
        }
    }
    // A game whose rules are built but whose view is not yet is left out of
    // the registry; its bench needs a feature no build turns on by default.
    let unshipped = |required: &Vec<String>| !required.is_empty() && required.iter().all(|f| !default.contains(f));
    for (name, required) in &benches {
        if !infos().iter().any(|i| i.bench == name) && !unshipped(required) {
            problems.push(format!("Cargo.toml: [[bench]] {name} belongs to no game in src/games/mod.rs"));
        }
    }
    assert_none(problems);
}

#[test]
fn index_html_links_each_games_stylesheet_and_no_other() {
    // The shell's two: what the home's first paint shows (inlined), then its other screens.
    const SHELL_SHEETS: [&str; 2] = ["style.css", "screens.css"];
    let html = read("index.html");
    let linked: Vec<&str> =
        html.lines().filter_map(|l| l.trim().strip_prefix(r#"<link data-trunk rel="css" href="static/"#)?.strip_suffix(r#"">"#)).collect();
    let mut problems = vec![];
    for shell in SHELL_SHEETS {
        if !linked.contains(&shell) {
            problems.push(format!("index.html: no <link data-trunk rel=\"css\" href=\"static/{shell}\">"));
        }
    }
    for info in infos() {
        if !linked.contains(&info.stylesheet) {
            problems
                .push(format!("index.html: no <link data-trunk rel=\"css\" href=\"static/{}\"> for game {}", info.stylesheet, info.slug));
        }
        if !exists(&format!("static/{}", info.stylesheet)) {
            problems.push(format!("static/{} is missing for game {}", info.stylesheet, info.slug));
        }
    }
    for sheet in linked {
        if !SHELL_SHEETS.contains(&sheet) && !infos().iter().any(|i| i.stylesheet == sheet) {
            problems.push(format!("index.html: static/{sheet} belongs to no game in src/games/mod.rs"));
        }
    }
    assert_none(problems);
}

/// The Makefile and the bench scripts take their game list from the registry,
/// not from lists of their own.
#[test]
fn the_makefile_and_bench_scripts_read_the_registry() {
    let mut problems = vec![];
    let makefile = read("Makefile");
    if !makefile.contains("cargo bench --quiet --benches") {
        problems.push("Makefile: bench should run `cargo bench --quiet --benches` (every game's [[bench]])".to_string());
    }
    for info in infos() {
        if makefile.contains(&format!("--bench {}", info.bench)) {
            problems.push(format!("Makefile: names game {}'s bench; `--benches` runs each game's", info.slug));
        }
    }
    for script in ["scripts/bench-bot.mjs", "scripts/bench-size-games.mjs"] {
        let text = read(script);
        if !text.contains("from './games.mjs'") {
            problems.push(format!("{script}: should take its games from scripts/games.mjs"));
        }
    }
    assert_none(problems);
}

/// scripts/games.mjs reads the registry's source; run it (when Node.js is
/// here, as `make bench` needs) and compare what it read with GameId::ALL.
#[test]
fn scripts_games_mjs_reads_the_same_games() {
    let root = env!("CARGO_MANIFEST_DIR");
    let out = match Command::new("node").arg("scripts/games.mjs").current_dir(root).output() {
        Ok(out) => out,
        Err(e) => {
            eprintln!("skipped: node is not available ({e})");
            return;
        }
    };
    assert!(out.status.success(), "node scripts/games.mjs failed: {}", String::from_utf8_lossy(&out.stderr));
    let read: Vec<serde_json::Value> = serde_json::from_slice(&out.stdout).expect("scripts/games.mjs prints JSON");
    let expected: Vec<serde_json::Value> =
        infos().iter().map(|i| serde_json::json!({ "slug": i.slug, "stylesheet": i.stylesheet, "bench": i.bench })).collect();
    let got: Vec<serde_json::Value> =
        read.iter().map(|g| serde_json::json!({ "slug": g["slug"], "stylesheet": g["stylesheet"], "bench": g["bench"] })).collect();
    assert_eq!(got, expected, "scripts/games.mjs against GameId::ALL's INFO");
}
