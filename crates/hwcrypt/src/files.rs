//! Inputs and outputs: files, or stdin/stdout without std's line buffering; output files
//! written beside their target and renamed into place only on success.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::os::fd::AsFd;
use std::os::unix::fs::{MetadataExt, OpenOptionsExt};
use std::path::{Path, PathBuf};

use crate::Failure;

/// `None` and `-` mean the standard stream.
pub fn is_std(path: Option<&Path>) -> bool {
    path.is_none_or(|p| p.as_os_str() == "-")
}

/// Opens the input: the file, or a handle on stdin that reads without an extra buffer.
pub fn open_input(path: Option<&Path>) -> Result<File, Failure> {
    match path {
        Some(p) if !is_std(Some(p)) => {
            File::open(p).map_err(|e| Failure(format!("cannot open input {}: {e}", p.display())))
        }
        _ => io::stdin()
            .as_fd()
            .try_clone_to_owned()
            .map(File::from)
            .map_err(|e| Failure(format!("cannot use stdin: {e}"))),
    }
}

/// A handle on stdout that writes each buffer with one `write` call (std's `Stdout` is
/// line-buffered, which splits ciphertext at every newline byte).
pub fn stdout_file() -> Result<File, Failure> {
    io::stdout()
        .as_fd()
        .try_clone_to_owned()
        .map(File::from)
        .map_err(|e| Failure(format!("cannot use stdout: {e}")))
}

/// Refuses an output that is the same file as `other` (the input or the key file): same
/// device and inode, which also catches symlinks, hard links and `./x` vs `x`.
pub fn refuse_same_file(output: &Path, other: &Path, what: &str) -> Result<(), Failure> {
    let (Ok(a), Ok(b)) = (fs::metadata(output), fs::metadata(other)) else {
        return Ok(()); // an output that does not exist yet cannot be the other file
    };
    if a.dev() == b.dev() && a.ino() == b.ino() {
        return Err(Failure(format!(
            "refusing to write {}: it is the same file as the {what} {}",
            output.display(),
            other.display()
        )));
    }
    Ok(())
}

/// The error for an output path that is a symbolic link.
fn symlink_refused(path: &Path) -> Failure {
    Failure(format!(
        "refusing to write {}: it is a symbolic link, which hwcrypt never writes through; name \
         the file itself, or remove the link",
        path.display()
    ))
}

/// A new file beside `target` (mode 0600), renamed over `target` by [`AtomicFile::commit`] and
/// removed if dropped before that, so `target` either keeps its old content or gets the
/// complete new one. Only for a regular file or a path that does not exist yet. A symlink is
/// refused, never followed: someone who can plant one at the target (in a shared directory)
/// must not be able to redirect the write to another file. Anything else (a device such as
/// `/dev/null`, a FIFO) is refused too, since renaming over it would replace the device node.
/// The temporary file is created with `O_EXCL` and `rename` replaces a directory entry, so a
/// link that appears after the check is replaced itself, not written through.
pub struct AtomicFile {
    file: Option<File>,
    tmp: PathBuf,
    target: PathBuf,
}

impl AtomicFile {
    /// Creates the temporary file in `target`'s directory.
    pub fn create(target: &Path) -> Result<AtomicFile, Failure> {
        let fail = |e: &dyn std::fmt::Display| {
            Failure(format!("cannot create output {}: {e}", target.display()))
        };
        match fs::symlink_metadata(target) {
            Ok(m) if m.file_type().is_symlink() => return Err(symlink_refused(target)),
            Ok(m) if m.is_file() => {}
            Ok(m) if m.is_dir() => return Err(fail(&"it is a directory")),
            Ok(_) => return Err(fail(&"it is not a regular file")),
            Err(_) => {}
        }
        let name = target
            .file_name()
            .ok_or_else(|| fail(&"it does not name a file"))?;
        let dir = match target.parent() {
            Some(d) if !d.as_os_str().is_empty() => d,
            _ => Path::new("."),
        };
        let mut salt = [0u8; 6];
        hw_crypto::random::fill(&mut salt).map_err(|e| fail(&e))?;
        let mut tmp_name = std::ffi::OsString::from(".");
        tmp_name.push(name);
        tmp_name.push(format!(
            ".hwcrypt-{}-{}.tmp",
            std::process::id(),
            crate::keyfile::to_hex(&salt).as_str()
        ));
        let tmp = dir.join(tmp_name);
        let file = OpenOptions::new()
            .write(true)
            .create_new(true)
            .mode(0o600)
            .open(&tmp)
            .map_err(|e| fail(&e))?;
        Ok(AtomicFile {
            file: Some(file),
            tmp,
            target: target.to_owned(),
        })
    }

    /// The temporary file, to write to.
    pub fn file(&mut self) -> &mut File {
        self.file.as_mut().expect("present until commit")
    }

    /// Flushes the data to disk and renames the temporary file over the target.
    pub fn commit(mut self) -> Result<(), Failure> {
        let file = self.file.take().expect("present until commit");
        let done = file.sync_all().and_then(|()| {
            drop(file);
            fs::rename(&self.tmp, &self.target)
        });
        done.map_err(|e| {
            Failure(format!(
                "cannot write output {}: {e}",
                self.target.display()
            ))
        })?;
        self.tmp = PathBuf::new();
        Ok(())
    }
}

impl Drop for AtomicFile {
    fn drop(&mut self) {
        self.file = None;
        if !self.tmp.as_os_str().is_empty() {
            let _ = fs::remove_file(&self.tmp);
        }
    }
}

/// Where output goes: a stream (stdout, or an existing FIFO or device), or an [`AtomicFile`].
pub enum Output {
    /// stdout, or a FIFO or device named by `-o`: written as it goes, unbuffered.
    Stream(File),
    /// A file replaced on success.
    File(AtomicFile),
}

impl Output {
    /// stdout for `None` or `-`; an existing path that is not a regular file or directory
    /// (`/dev/null`, a FIFO) opened for writing as a stream; else an [`AtomicFile`].
    pub fn open(path: Option<&Path>) -> Result<Output, Failure> {
        match path {
            Some(p) if !is_std(Some(p)) => match fs::symlink_metadata(p) {
                Ok(m) if m.file_type().is_symlink() => Err(symlink_refused(p)),
                Ok(m) if !m.is_file() && !m.is_dir() => OpenOptions::new()
                    .write(true)
                    .open(p)
                    .map(Output::Stream)
                    .map_err(|e| Failure(format!("cannot open output {}: {e}", p.display()))),
                _ => Ok(Output::File(AtomicFile::create(p)?)),
            },
            _ => Ok(Output::Stream(stdout_file()?)),
        }
    }

    /// The writer.
    pub fn writer(&mut self) -> &mut dyn Write {
        match self {
            Output::Stream(f) => f,
            Output::File(a) => a.file(),
        }
    }

    /// Makes the output final (renames a file into place).
    pub fn commit(self) -> Result<(), Failure> {
        match self {
            Output::Stream(_) => Ok(()),
            Output::File(a) => a.commit(),
        }
    }
}
