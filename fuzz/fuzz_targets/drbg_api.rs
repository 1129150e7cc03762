//! The CTR_DRBG mechanism driven by an arbitrary script of instantiate / generate / reseed calls
//! with arbitrary input lengths: never a panic, only the documented errors, a failed call
//! changes nothing, and the same script always gives the same bytes (no uninitialised or shared
//! state).
//!
//! Input: mode (1), then operations, each an opcode byte followed by length bytes and data.
#![no_main]

use hw_ctr_drbg::{CtrDrbg, Error, Mode};
use libfuzzer_sys::fuzz_target;

/// Reads a length byte and then that many bytes (fewer at the end of the input).
fn take<'a>(data: &mut &'a [u8]) -> &'a [u8] {
    let Some((&n, rest)) = data.split_first() else {
        return &[];
    };
    let n = usize::from(n).min(rest.len());
    let (head, tail) = rest.split_at(n);
    *data = tail;
    head
}

/// Runs the script; returns every byte generated and every result, in order.
fn run(mut data: &[u8]) -> Vec<u8> {
    let Some((&m, rest)) = data.split_first() else {
        return Vec::new();
    };
    data = rest;
    let mode = if m & 1 == 0 { Mode::NoDf } else { Mode::UseDf };
    let (entropy, nonce, pers) = (take(&mut data), take(&mut data), take(&mut data));
    let mut transcript = Vec::new();
    let mut drbg = match CtrDrbg::instantiate(mode, entropy, nonce, pers) {
        Ok(d) => d,
        Err(Error::InputLength { .. }) => return vec![0xee],
        Err(e) => panic!("instantiate: unexpected {e:?}"),
    };
    while let Some((&op, rest)) = data.split_first() {
        data = rest;
        match op % 3 {
            0 | 1 => {
                let addl = take(&mut data);
                // Mostly small requests; sometimes one over the 2^19-bit limit.
                let len = if op == 0xff {
                    (1 << 16) + 1
                } else {
                    usize::from(op) * 17
                };
                let mut out = vec![0u8; len];
                match drbg.generate(addl, &mut out) {
                    Ok(()) => transcript.extend_from_slice(&out),
                    Err(Error::RequestTooLarge { .. }) => {
                        assert!(len > 1 << 16);
                        assert!(out.iter().all(|&b| b == 0), "wrote on RequestTooLarge");
                        transcript.push(0xe1);
                    }
                    Err(Error::InputLength { .. }) => {
                        assert!(out.iter().all(|&b| b == 0), "wrote on InputLength");
                        transcript.push(0xe2);
                    }
                    Err(e) => panic!("generate: unexpected {e:?}"),
                }
            }
            _ => {
                let (entropy, addl) = (take(&mut data), take(&mut data));
                match drbg.reseed(entropy, addl) {
                    Ok(()) => transcript.push(0x01),
                    Err(Error::InputLength { .. }) => transcript.push(0xe3),
                    Err(e) => panic!("reseed: unexpected {e:?}"),
                }
            }
        }
    }
    transcript
}

fuzz_target!(|data: &[u8]| {
    assert_eq!(
        run(data),
        run(data),
        "the same script gave different output"
    );
});
