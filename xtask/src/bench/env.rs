//! The machine a run measured: CPU, flags, clock, compiler, time.

use super::*;

/// Days since 1970-01-01 to (year, month, day), proleptic Gregorian (H. Hinnant's algorithm).
pub fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

/// Unix time as `YYYY-MM-DD HH:MM UTC`.
pub fn utc(secs: u64) -> String {
    let (y, m, d) = civil_from_days((secs / 86_400) as i64);
    let t = secs % 86_400;
    format!(
        "{y:04}-{m:02}-{d:02} {:02}:{:02} UTC",
        t / 3600,
        t / 60 % 60
    )
}

/// Output of a command, trimmed, if it ran and succeeded.
pub fn output_of(program: &str, args: &[&str]) -> Option<String> {
    let out = Command::new(program)
        .args(args)
        .stdin(Stdio::null())
        .stderr(Stdio::null())
        .output()
        .ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).trim().to_owned())
}

/// The `Flags:` of `lscpu` (or `flags` of /proc/cpuinfo): which of [`FLAGS`] the CPU has.
pub(super) fn cpu_flags(
    lscpu: Option<&str>,
    cpuinfo: Option<&str>,
) -> Vec<(&'static str, Option<bool>)> {
    let line = |text: Option<&str>, key: &str| -> Option<String> {
        text?.lines().find_map(|l| {
            let (k, v) = l.split_once(':')?;
            (k.trim() == key).then(|| v.to_owned())
        })
    };
    let flags = line(lscpu, "Flags").or_else(|| line(cpuinfo, "flags"));
    FLAGS
        .iter()
        .map(|&f| {
            (
                f,
                flags.as_ref().map(|l| l.split_whitespace().any(|x| x == f)),
            )
        })
        .collect()
}

pub fn environment(root: &Path) -> Environment {
    let cpuinfo = std::fs::read_to_string("/proc/cpuinfo").ok();
    let cpu = crate::host::cpu_name();
    let lscpu = output_of("lscpu", &[]);
    let rustc = Command::new("rustc")
        .arg("-V")
        .current_dir(root)
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_owned())
        .unwrap_or_else(|| "unknown rustc".to_owned());
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    Environment {
        date: utc(secs),
        cpu,
        cpus: std::thread::available_parallelism().map_or(0, |n| n.get()),
        flags: cpu_flags(lscpu.as_deref(), cpuinfo.as_deref()),
        rustc,
        rustflags: std::env::var("RUSTFLAGS")
            .ok()
            .filter(|f| !f.trim().is_empty()),
    }
}
