//! The built `hwcrypt` binary on real files and pipes: round trips, every kind of tampering,
//! and the data-safety rules of docs/user/cli.md.

mod common;

use std::os::unix::fs::PermissionsExt;

use common::{data, fails, keygen, ok, run, s, Scratch};

const HEADER: usize = 68;
const TAG: usize = 16;

/// Whether the error line names chunk `k` (followed by a space or a comma).
fn names_chunk(err: &str, k: usize) -> bool {
    err.contains(&format!("chunk {k} ")) || err.contains(&format!("chunk {k},"))
}

fn encrypt(key: &str, pt: &[u8], chunk: usize) -> Vec<u8> {
    ok(
        &["encrypt", "-k", key, "--chunk-size", &chunk.to_string()],
        pt,
    )
}

#[test]
fn round_trip_lengths_through_pipes() {
    let (_dir, key) = Scratch::with_key("rt");
    let mut cases = 0;
    for chunk in [1024usize, 65536] {
        for len in [0, 1, chunk - 1, chunk, chunk + 1, 5 * chunk, 5 * chunk + 7] {
            let pt = data(len, len as u64);
            let ct = encrypt(&key, &pt, chunk);
            let chunks = len.div_ceil(chunk).max(1);
            assert_eq!(ct.len(), HEADER + len + chunks * TAG, "len {len}");
            assert_eq!(&ct[..8], b"hwcrypt\x02");
            assert_eq!(ok(&["decrypt", "-k", &key], &ct), pt, "len {len}");
            cases += 1;
        }
    }
    assert_eq!(cases, 14);
}

#[test]
fn default_chunk_is_64_kib_and_streams_differ() {
    let (_dir, key) = Scratch::with_key("default");
    let pt = data(100_000, 1);
    let a = ok(&["encrypt", "-k", &key], &pt);
    let b = ok(&["encrypt", "-k", &key], &pt);
    assert_eq!(&a[8..12], &65536u32.to_be_bytes());
    assert_eq!(a.len(), HEADER + pt.len() + 2 * TAG);
    // A new salt (and commitment) per stream: same key and plaintext, different ciphertext.
    assert_ne!(a[12..36], b[12..36]);
    assert_ne!(a[36..68], b[36..68]);
    assert_ne!(a, b);
    assert_eq!(ok(&["decrypt", "-k", &key], &a), pt);
    assert_eq!(ok(&["decrypt", "-k", &key], &b), pt);
}

#[test]
fn round_trip_through_files_and_dash() {
    let (dir, key) = Scratch::with_key("files");
    let pt = data(300_001, 2);
    let (p, c, d) = (dir.path("p"), dir.path("c"), dir.path("d"));
    std::fs::write(&p, &pt).unwrap();
    ok(&["encrypt", "-k", &key, "-i", s(&p), "-o", s(&c)], b"");
    ok(&["decrypt", "-k", &key, "-i", s(&c), "-o", s(&d)], b"");
    assert_eq!(std::fs::read(&d).unwrap(), pt);
    // Output files are private while written and after.
    let mode = std::fs::metadata(&d).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o600);
    // `-` is stdin / stdout.
    let ct = ok(&["encrypt", "-k", &key, "-i", "-", "-o", "-"], &pt);
    assert_eq!(ok(&["decrypt", "-k", &key, "-i", "-"], &ct), pt);
    // No temporary files are left behind.
    assert_eq!(dir.names(), ["c", "d", "k", "p"]);
}

/// A 5-chunk stream (chunk 1024, last chunk 100 bytes) and its key.
fn five_chunks(dir: &Scratch) -> (String, Vec<u8>, Vec<u8>) {
    let key = keygen(dir, "k");
    let pt = data(4 * 1024 + 100, 3);
    let ct = encrypt(&key, &pt, 1024);
    assert_eq!(ct.len(), HEADER + pt.len() + 5 * TAG);
    (key, pt, ct)
}

/// The byte range of record `i` in a stream of chunk size 1024.
fn record(i: usize, ct_len: usize) -> std::ops::Range<usize> {
    let start = HEADER + i * (1024 + TAG);
    start..(start + 1024 + TAG).min(ct_len)
}

#[test]
fn truncation_at_every_chunk_boundary_and_inside_chunks() {
    let dir = Scratch::new("trunc");
    let (key, pt, ct) = five_chunks(&dir);
    let mut cases = 0;
    // Cut after k whole chunks: the first k - 1 chunks' plaintext may be released, never more,
    // and never chunk k - 1 itself (it fails as the final chunk).
    for k in 0..5 {
        let cut = &ct[..HEADER + k * (1024 + TAG)];
        let (out, err) = fails(&["decrypt", "-k", &key], cut);
        assert!(err.contains("truncated"), "{k}: {err}");
        let released = k.saturating_sub(1) * 1024;
        assert_eq!(out, &pt[..released], "cut after {k} chunks");
        if k > 0 {
            assert!(err.contains(&format!("after chunk {}", k - 1)), "{err}");
        }
        cases += 1;
    }
    // Cuts inside the header and inside every chunk.
    for cut in [1, 7, 18, HEADER + 1, HEADER + 15, HEADER + 1024 + TAG + 500] {
        let (out, err) = fails(&["decrypt", "-k", &key], &ct[..cut]);
        assert!(err.contains("truncated") || err.contains("failed"), "{err}");
        assert!(pt.starts_with(&out) && out.len() <= 1024);
        cases += 1;
    }
    // Losing the last byte of the final chunk.
    let (out, _) = fails(&["decrypt", "-k", &key], &ct[..ct.len() - 1]);
    assert_eq!(out, &pt[..4 * 1024]);
    cases += 1;
    assert_eq!(cases, 12);
}

#[test]
fn reordered_duplicated_and_dropped_chunks_fail_at_their_index() {
    let dir = Scratch::new("order");
    let (key, pt, ct) = five_chunks(&dir);
    let rec = |i| ct[record(i, ct.len())].to_vec();
    let build = |order: &[usize]| {
        let mut v = ct[..HEADER].to_vec();
        for &i in order {
            v.extend_from_slice(&rec(i));
        }
        v
    };
    for (order, bad) in [
        (&[0, 2, 1, 3, 4][..], 1),
        (&[1, 0, 2, 3, 4][..], 0),
        (&[0, 1, 1, 2, 3, 4][..], 2),
        (&[0, 1, 2, 4][..], 3),
        (&[0, 1, 2, 3, 3, 4][..], 4),
        (&[4][..], 0),
    ] {
        let (out, err) = fails(&["decrypt", "-k", &key], &build(order));
        assert!(names_chunk(&err, bad), "{order:?}: {err}");
        let note = if bad == 0 {
            "nothing was written".to_owned()
        } else {
            format!("the {} bytes written before it are authentic", bad * 1024)
        };
        assert!(err.contains(&note), "{err}");
        assert_eq!(out, &pt[..bad * 1024], "{order:?}");
    }
}

#[test]
fn appended_data_is_detected() {
    let dir = Scratch::new("append");
    let (key, pt, ct) = five_chunks(&dir);
    for extra in [1usize, 15, 16, 17, 1040, 5000] {
        let mut v = ct.clone();
        v.extend(data(extra, extra as u64));
        let (out, _) = fails(&["decrypt", "-k", &key], &v);
        assert!(out.len() <= 4 * 1024 && pt.starts_with(&out));
    }
    // A stream whose final chunk is full, with data after it: named as appended data.
    let full = data(2048, 9);
    let mut v = encrypt(&key, &full, 1024);
    v.extend_from_slice(b"trailing");
    let (out, err) = fails(&["decrypt", "-k", &key], &v);
    assert!(
        err.contains("appended after its final chunk (chunk 1)"),
        "{err}"
    );
    assert_eq!(out, &full[..1024]);
    // A whole second stream appended.
    let mut two = ct.clone();
    two.extend_from_slice(&ct);
    fails(&["decrypt", "-k", &key], &two);
}

#[test]
fn every_header_byte_and_sampled_chunk_bits_are_authenticated() {
    let dir = Scratch::new("flip");
    let (key, _pt, ct) = five_chunks(&dir);
    for i in 0..HEADER {
        let mut v = ct.clone();
        v[i] ^= 0x01;
        let (out, err) = fails(&["decrypt", "-k", &key], &v);
        assert!(out.is_empty(), "header byte {i}");
        match i {
            0..=6 => assert!(err.contains("not an hwcrypt stream"), "{err}"),
            7 => assert!(err.contains("unsupported stream format version 3"), "{err}"),
            8..=11 => assert!(
                err.contains("chunk 0") || err.contains("chunk size"),
                "{err}"
            ),
            _ => assert!(
                err.contains("wrong key: the stream's key commitment"),
                "{err}"
            ),
        }
    }
    // A bit in the first, middle and last byte of each record (ciphertext and tag).
    for r in 0..5 {
        let range = record(r, ct.len());
        for at in [range.start, (range.start + range.end) / 2, range.end - 1] {
            let mut v = ct.clone();
            v[at] ^= 0x80;
            let (out, err) = fails(&["decrypt", "-k", &key], &v);
            assert!(names_chunk(&err, r), "{err}");
            assert_eq!(out.len(), r * 1024);
        }
    }
}

#[test]
fn wrong_key_releases_nothing() {
    let dir = Scratch::new("wrongkey");
    let (_key, _pt, ct) = five_chunks(&dir);
    let other = keygen(&dir, "other");
    let (out, err) = fails(&["decrypt", "-k", &other], &ct);
    assert!(out.is_empty());
    assert!(
        err.starts_with("hwcrypt: wrong key: the stream's key commitment does not match"),
        "{err}"
    );
}

#[test]
fn unsupported_version_and_garbage_inputs() {
    let dir = Scratch::new("version");
    let (key, _pt, ct) = five_chunks(&dir);
    let mut v = ct.clone();
    v[7] = 3;
    let (_, err) = fails(&["decrypt", "-k", &key], &v);
    assert!(err.contains("unsupported stream format version 3"), "{err}");
    let (_, err) = fails(&["decrypt", "-k", &key], b"");
    assert!(err.contains("empty"), "{err}");
    let (_, err) = fails(
        &["decrypt", "-k", &key],
        b"hello, world, this is not a stream",
    );
    assert!(err.contains("not an hwcrypt stream"), "{err}");
    let (_, err) = fails(&["decrypt", "-k", &key], b"hwcr");
    assert!(err.contains("truncated"), "{err}");
    let mut zero = ct[..HEADER].to_vec();
    zero[8..12].copy_from_slice(&0u32.to_be_bytes());
    let (_, err) = fails(&["decrypt", "-k", &key], &zero);
    assert!(err.contains("chunk size 0"), "{err}");
}

#[test]
fn bad_key_files_are_one_line_errors() {
    let dir = Scratch::new("keys");
    let pt = b"some data";
    let missing = dir.path("missing");
    let (_, err) = fails(&["encrypt", "-k", s(&missing)], pt);
    assert!(
        err.contains("cannot read key file") && err.contains("missing"),
        "{err}"
    );
    for (name, text, what) in [
        ("short", "00112233", "holds 8 hex digits"),
        ("long", &"ab".repeat(33), "holds 66 hex digits"),
        ("nothex", &"zz".repeat(32), "is not hex"),
        ("huge", &"0".repeat(4096), "too long"),
        ("empty", "", "holds 0 hex digits"),
    ] {
        let p = dir.path(name);
        common::write_key(&p, text);
        for cmd in ["encrypt", "decrypt"] {
            let (out, err) = fails(&[cmd, "-k", s(&p)], pt);
            assert!(out.is_empty());
            assert!(err.contains(what), "{name}: {err}");
        }
    }
    // A directory is not a key file.
    let (_, err) = fails(&["encrypt", "-k", s(&dir.0)], pt);
    assert!(err.contains("cannot read key file"), "{err}");
    // Whitespace and uppercase are fine.
    let p = dir.path("spaced");
    common::write_key(&p, &format!("  {}\n{}\n", "AB".repeat(16), "cd".repeat(16)));
    let ct = ok(&["encrypt", "-k", s(&p)], pt);
    assert_eq!(ok(&["decrypt", "-k", s(&p)], &ct), pt);
}

#[test]
fn failed_decrypt_to_file_leaves_the_existing_file_untouched() {
    let dir = Scratch::new("atomic");
    let (key, pt, ct) = five_chunks(&dir);
    let (c, out) = (dir.path("c"), dir.path("out"));
    std::fs::write(&out, b"precious").unwrap();
    // Corrupt the last chunk: four chunks authenticate before the failure.
    let mut bad = ct.clone();
    let last = bad.len() - 1;
    bad[last] ^= 1;
    std::fs::write(&c, &bad).unwrap();
    let (_, err) = fails(&["decrypt", "-k", &key, "-i", s(&c), "-o", s(&out)], b"");
    assert!(err.contains("chunk 4"), "{err}");
    assert!(err.ends_with("out was left unchanged"), "{err}");
    assert_eq!(std::fs::read(&out).unwrap(), b"precious");
    assert_eq!(dir.names(), ["c", "k", "out"], "temporary file left behind");
    // Through stdin, truncated.
    fails(
        &["decrypt", "-k", &key, "-o", s(&out)],
        &ct[..ct.len() - 200],
    );
    assert_eq!(std::fs::read(&out).unwrap(), b"precious");
    assert_eq!(dir.names(), ["c", "k", "out"]);
    // A failure before any chunk leaves no new file either.
    let fresh = dir.path("fresh");
    let (_, err) = fails(&["decrypt", "-k", &key, "-o", s(&fresh)], b"junk");
    assert!(err.ends_with("fresh was not created"), "{err}");
    assert!(!fresh.exists());
    // Success replaces it.
    std::fs::write(&c, &ct).unwrap();
    ok(&["decrypt", "-k", &key, "-i", s(&c), "-o", s(&out)], b"");
    assert_eq!(std::fs::read(&out).unwrap(), pt);
    assert_eq!(dir.names(), ["c", "k", "out"]);
}

#[test]
fn output_equal_to_input_or_key_is_refused() {
    let (dir, key) = Scratch::with_key("same");
    let p = dir.path("p");
    std::fs::write(&p, b"the only copy").unwrap();
    std::os::unix::fs::symlink(&p, dir.path("link")).unwrap();
    std::fs::hard_link(&p, dir.path("hard")).unwrap();
    let dotted = dir.0.join(".").join("p");
    for other in [p.clone(), dir.path("link"), dir.path("hard"), dotted] {
        for cmd in ["encrypt", "decrypt"] {
            let (_, err) = fails(&[cmd, "-k", &key, "-i", s(&p), "-o", s(&other)], b"");
            assert!(err.contains("same file as the input"), "{err}");
        }
    }
    assert_eq!(std::fs::read(&p).unwrap(), b"the only copy");
    let (_, err) = fails(&["encrypt", "-k", &key, "-i", s(&p), "-o", &key], b"");
    assert!(err.contains("same file as the key file"), "{err}");
    assert_eq!(std::fs::read_to_string(&key).unwrap().len(), 65);
}

#[test]
fn keygen_files_are_private_and_not_overwritten() {
    let dir = Scratch::new("keygen");
    let k = dir.path("k");
    ok(&["keygen", "-o", s(&k)], b"");
    let first = std::fs::read_to_string(&k).unwrap();
    assert_eq!(first.len(), 65);
    assert!(first.ends_with('\n'));
    assert!(first[..64].bytes().all(|b| b.is_ascii_hexdigit()));
    assert_eq!(
        std::fs::metadata(&k).unwrap().permissions().mode() & 0o777,
        0o600
    );
    let (_, err) = fails(&["keygen", "-o", s(&k)], b"");
    assert!(err.contains("--force"), "{err}");
    assert_eq!(std::fs::read_to_string(&k).unwrap(), first);
    ok(&["keygen", "-o", s(&k), "--force"], b"");
    let second = std::fs::read_to_string(&k).unwrap();
    assert_ne!(first, second);
    assert_eq!(
        std::fs::metadata(&k).unwrap().permissions().mode() & 0o777,
        0o600
    );
    assert_eq!(dir.names(), ["k"]);
    // To stdout; two keys differ.
    let a = ok(&["keygen"], b"");
    let b = ok(&["keygen"], b"");
    assert_eq!(a.len(), 65);
    assert_ne!(a, b);
}

#[test]
fn info_names_the_backends() {
    let out = String::from_utf8(ok(&["info"], b"")).unwrap();
    assert!(out.contains("aes yes"), "{out}");
    let backends = ["vaes_avx512", "vaes_avx2", "aesni_clmul", "aes_pmull"];
    let gcm = out.lines().find(|l| l.contains("AES-256-GCM")).unwrap();
    assert!(backends.iter().any(|b| gcm.contains(b)), "{gcm}");
    assert!(gcm.contains("key state 368 bytes"), "{gcm}");
    let drbg = out.lines().find(|l| l.contains("CTR_DRBG")).unwrap();
    assert!(backends.iter().any(|b| drbg.contains(b)), "{drbg}");
    let xaes = out.lines().find(|l| l.contains("XAES-256-GCM")).unwrap();
    assert!(backends.iter().any(|b| xaes.contains(b)), "{xaes}");
}

#[test]
fn speed_prints_a_row_per_primitive_and_a_column_per_size() {
    let out = String::from_utf8(ok(&["speed", "--seconds", "0.01"], b"")).unwrap();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 5, "{out}");
    assert!(lines[1].contains("16 B") && lines[1].contains("1 MiB"));
    for (line, name) in lines[2..].iter().zip(["seal", "open", "ctr_drbg"]) {
        assert!(line.contains(name), "{line}");
        let rates: Vec<f64> = line
            .split_whitespace()
            .filter_map(|w| w.parse().ok())
            .collect();
        assert_eq!(rates.len(), 7, "{line}");
        assert!(rates.iter().all(|r| *r > 0.0), "{line}");
    }
    let (_, err) = fails(&["speed", "--seconds", "0"], b"");
    assert!(err.contains("--seconds"), "{err}");
}

#[test]
fn usage_errors_exit_2() {
    let out = run(&["encrypt"], b"");
    assert_eq!(out.status.code(), Some(2));
    let out = run(&["encrypt", "-k", "x", "--chunk-size", "0"], b"");
    assert_eq!(out.status.code(), Some(2));
    let help = String::from_utf8(run(&["--help"], b"").stdout).unwrap();
    assert!(help.contains("never passwords"), "{help}");
}

/// The test vectors of docs/user/stream-format.md, decrypted by the binary: version 2, and version
/// 1 with its one-line warning.
#[test]
fn documented_test_vectors_decrypt() {
    let doc = include_str!("../../../docs/user/stream-format.md");
    let field = |label: &str| -> String {
        doc.lines()
            .filter_map(|l| l.strip_prefix(label))
            .filter(|r| r.starts_with(' '))
            .map(str::trim)
            .filter(|v| v.bytes().all(|b| b.is_ascii_hexdigit()))
            .collect()
    };
    let unhex = |h: String| -> Vec<u8> {
        (0..h.len())
            .step_by(2)
            .map(|i| u8::from_str_radix(&h[i..i + 2], 16).unwrap())
            .collect()
    };
    let dir = Scratch::new("vector");
    let key = dir.path("key");
    common::write_key(&key, &field("key"));
    let pt = unhex(field("plaintext"));
    assert_eq!(pt.len(), 67);
    assert_eq!(ok(&["decrypt", "-k", s(&key)], &unhex(field("stream"))), pt);
    assert!(ok(&["decrypt", "-k", s(&key)], &unhex(field("empty"))).is_empty());

    let v1key = dir.path("v1key");
    common::write_key(&v1key, &field("v1key"));
    let v1pt = unhex(field("v1plaintext"));
    assert_eq!(v1pt.len(), 67);
    let mut cases = 0;
    for (label, want) in [("v1stream", &v1pt[..]), ("v1empty", &[][..])] {
        let out = run(&["decrypt", "-k", s(&v1key)], &unhex(field(label)));
        assert!(out.status.success(), "{label}");
        assert_eq!(out.stdout, want, "{label}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(
            err,
            "hwcrypt: warning: this is a version 1 stream (56-bit nonce prefix under the key \
             file's key); re-encrypt it to version 2\n"
        );
        cases += 1;
    }
    assert_eq!(cases, 2);
}

/// `-o` naming a FIFO or a device is written as a stream (renaming a temporary file over it
/// would replace the node).
#[test]
fn output_to_a_fifo() {
    let (dir, key) = Scratch::with_key("fifo");
    let pt = data(200_000, 11);
    let fifo = dir.path("fifo");
    let st = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap();
    assert!(st.success());
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || std::fs::read(fifo).unwrap())
    };
    ok(&["encrypt", "-k", &key, "-o", s(&fifo)], &pt);
    let ct = reader.join().unwrap();
    use std::os::unix::fs::FileTypeExt;
    assert!(std::fs::symlink_metadata(&fifo)
        .unwrap()
        .file_type()
        .is_fifo());
    assert_eq!(ok(&["decrypt", "-k", &key], &ct), pt);

    // keygen --force never renames over a device or FIFO.
    let (_, err) = fails(&["keygen", "-o", s(&fifo), "--force"], b"");
    assert!(err.contains("not a regular file"), "{err}");
    assert_eq!(dir.names(), ["fifo", "k"]);
}

/// F9: an output path that is a symlink (to a victim file, or dangling) is refused by
/// `encrypt -o`, `decrypt -o` and `keygen -o [--force]`; the victim and the link are untouched
/// and nothing is created.
#[test]
fn outputs_never_follow_a_symlink() {
    let (dir, key) = Scratch::with_key("symlink");
    let pt = data(70_000, 12);
    let ct = ok(&["encrypt", "-k", &key], &pt);
    let victim = dir.path("victim");
    std::fs::write(&victim, b"precious").unwrap();
    let (link, dangling) = (dir.path("link"), dir.path("dangling"));
    std::os::unix::fs::symlink(&victim, &link).unwrap();
    std::os::unix::fs::symlink(dir.path("absent"), &dangling).unwrap();
    let mut cases = 0;
    for target in [&link, &dangling] {
        let t = s(target);
        for (args, input, refusal) in [
            (
                vec!["decrypt", "-k", &key, "-o", t],
                &ct[..],
                "symbolic link",
            ),
            (
                vec!["encrypt", "-k", &key, "-o", t],
                &pt[..],
                "symbolic link",
            ),
            (
                vec!["keygen", "-o", t, "--force"],
                &b""[..],
                "symbolic link",
            ),
            (vec!["keygen", "-o", t], &b""[..], "exists"),
        ] {
            let (out, err) = fails(&args, input);
            assert!(out.is_empty());
            assert!(err.contains(refusal), "{args:?}: {err}");
            if refusal == "symbolic link" {
                assert_eq!(
                    err,
                    format!(
                        "hwcrypt: refusing to write {t}: it is a symbolic link, which hwcrypt \
                         never writes through; name the file itself, or remove the link"
                    )
                );
            }
            assert_eq!(std::fs::read(&victim).unwrap(), b"precious");
            assert!(std::fs::symlink_metadata(target)
                .unwrap()
                .file_type()
                .is_symlink());
            cases += 1;
        }
    }
    assert_eq!(cases, 8);
    assert_eq!(dir.names(), ["dangling", "k", "link", "victim"]);
}

/// F8: a key file others can read or change, or that another user owns, is refused with the
/// mode and the fix named; mode 0600 (what keygen makes) is accepted.
#[test]
fn key_files_open_to_others_are_refused() {
    let (_dir, key) = Scratch::with_key("perm");
    let mode = |m: u32| {
        std::fs::set_permissions(&key, std::fs::Permissions::from_mode(m)).unwrap();
    };
    let pt = b"data";
    let mut cases = 0;
    for (m, who) in [
        (0o644, "read"),
        (0o640, "read"),
        (0o604, "read"),
        (0o620, "change"),
        (0o602, "change"),
    ] {
        mode(m);
        for args in [
            &["encrypt", "-k", &key][..],
            &["decrypt", "-k", &key][..],
            &["taes", "encrypt", "--bits", "256", "-k", &key, "--ecb"][..],
        ] {
            let (out, err) = fails(args, pt);
            assert!(out.is_empty());
            assert_eq!(
                err,
                format!(
                    "hwcrypt: key file {key} has mode {m:04o}: users other than its owner can \
                     {who} it; refusing to use it (run `chmod 600 {key}`)"
                )
            );
            cases += 1;
        }
    }
    assert_eq!(cases, 15);
    mode(0o600);
    let ct = ok(&["encrypt", "-k", &key], pt);
    mode(0o400);
    assert_eq!(ok(&["decrypt", "-k", &key], &ct), pt);
    // Owned by another user (only root can make such a file here).
    mode(0o600);
    if std::os::unix::fs::chown(&key, Some(12345), Some(12345)).is_ok() {
        let (out, err) = fails(&["decrypt", "-k", &key], &ct);
        assert!(out.is_empty());
        assert!(err.contains("belongs to user 12345, not to you"), "{err}");
    } else {
        eprintln!("not root: the foreign-owner case was not run");
    }
}

/// F8: `keygen > FILE` warns when FILE's mode lets others in; not for mode 0600 or a pipe.
#[test]
fn keygen_to_redirected_stdout_warns_about_the_mode() {
    use std::os::unix::fs::OpenOptionsExt;
    let dir = Scratch::new("keygen-stdout");
    let mut cases = 0;
    for m in [0o644u32, 0o600] {
        let p = dir.path(&format!("k{m:o}"));
        let f = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .mode(m)
            .open(&p)
            .unwrap();
        f.set_permissions(std::fs::Permissions::from_mode(m))
            .unwrap();
        let out = common::hwcrypt().arg("keygen").stdout(f).output().unwrap();
        assert!(out.status.success());
        let err = String::from_utf8(out.stderr).unwrap();
        let key = std::fs::read_to_string(&p).unwrap();
        assert_eq!(key.len(), 65);
        if m == 0o600 {
            assert_eq!(err, "");
        } else {
            assert!(
                err.starts_with("hwcrypt: warning: stdout is a file with mode 0644")
                    && err.contains("chmod 600")
                    && err.lines().count() == 1,
                "{err}"
            );
        }
        cases += 1;
    }
    assert_eq!(cases, 2);
    let out = run(&["keygen"], b"");
    assert!(out.status.success() && out.stderr.is_empty());
}

/// F10: decrypt to a pipe whose reader goes away: the error says how many authenticated bytes
/// were written before it (whole chunks, however far the child got).
#[test]
fn a_closed_output_pipe_reports_the_authenticated_bytes_written() {
    use std::io::{Read, Write};
    let (_dir, key) = Scratch::with_key("epipe");
    let pt = data(4 << 20, 21);
    let ct = ok(&["encrypt", "-k", &key], &pt);
    let mut child = common::spawn(&["decrypt", "-k", &key]);
    let mut input = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(&ct);
    });
    // Read the first chunk, then close the pipe.
    let mut first = vec![0u8; 65536];
    child.stdout.take().unwrap().read_exact(&mut first).unwrap();
    assert_eq!(first, pt[..65536]);
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    let n: usize = err
        .strip_prefix("hwcrypt: cannot write the output: Broken pipe (os error 32), after ")
        .and_then(|r| {
            r.strip_suffix(" authenticated bytes were written; the output is incomplete\n")
        })
        .unwrap_or_else(|| panic!("{err:?}"))
        .parse()
        .unwrap();
    assert!(n >= 65536 && n < pt.len() && n.is_multiple_of(65536), "{n}");
}

/// F10 for encrypting: closing the output pipe mid-stream says how much plaintext was sealed
/// and written, and that the output is a truncated stream.
#[test]
fn a_closed_output_pipe_reports_the_sealed_bytes_written() {
    use std::io::{Read, Write};
    let (_dir, key) = Scratch::with_key("epipe-enc");
    let pt = data(4 << 20, 22);
    let mut child = common::spawn(&["encrypt", "-k", &key]);
    let mut input = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(&pt);
    });
    // Read the header and the first record, then close the pipe.
    let mut first = vec![0u8; 68 + 65536 + 16];
    child.stdout.take().unwrap().read_exact(&mut first).unwrap();
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    let n: usize = err
        .strip_prefix("hwcrypt: cannot write the output: Broken pipe (os error 32), after the sealed chunks of ")
        .and_then(|r| {
            r.strip_suffix(
                " plaintext bytes were written; the output is a truncated stream, which decrypt rejects\n",
            )
        })
        .unwrap_or_else(|| panic!("{err:?}"))
        .parse()
        .unwrap();
    assert!(
        (65536..4 << 20).contains(&n) && n.is_multiple_of(65536),
        "{n}"
    );
}

/// F8: once `encrypt` has loaded its key (it then waits for its input), the running process's
/// core-file limit is 0, soft and hard, as `/proc/<pid>/limits` shows, though it started at
/// 1 MiB: a crash cannot dump the key.
#[cfg(target_os = "linux")]
#[test]
fn a_process_holding_a_key_cannot_dump_core() {
    use std::io::Write;
    let (_dir, key) = Scratch::with_key("nodump");
    // Started with a core limit of 1 MiB (soft and hard), so the test sees hwcrypt lower it.
    let target = common::hwcrypt();
    let mut child = std::process::Command::new("sh")
        .args(["-c", "ulimit -c 1024 && exec \"$@\"", "sh"])
        .arg(target.get_program())
        .args(target.get_args())
        .args(["encrypt", "-k", &key])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let limits = format!("/proc/{}/limits", child.id());
    // The limit is set right after the key is read; poll until then (bounded).
    let mut core = String::new();
    for _ in 0..500 {
        let text = std::fs::read_to_string(&limits).unwrap_or_default();
        core = text
            .lines()
            .find(|l| l.starts_with("Max core file size"))
            .unwrap_or("")
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        if core == "Max core file size 0 0 bytes" {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    let mut input = child.stdin.take().unwrap();
    input.write_all(b"x").unwrap();
    drop(input);
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    assert_eq!(core, "Max core file size 0 0 bytes");
}
