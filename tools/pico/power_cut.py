"""The power-cut campaign on the emulated Pico: the flash cut before every flash op of a few saves, each image booted
on a new board, which must show the game. Host-only: `python3 -m tools.pico.power_cut circuitpython`."""

import hashlib
import struct
import sys
import tempfile
from pathlib import Path

from tests.helpers.app_driver import play_if_asked
from tests.helpers.hands import TYPICAL
from tools.pico import drive
from tools.pico.board import Pico
from tools.pico.player import PicoPlayer, long_game_hand

POWER_UP_MS = 12000  # the firmware's start, code.py's power-up and its notice, gone again
REGION_AT = {"circuitpython": 0xFF000, "micropython": 0xA0000}  # the flash offset of each region image
# What the campaign counts: cut points are the images before each op and half-way into each erase; cuts tried, the
# distinct ones among them (an erase of a sector already blank changes nothing), each booted on a new board.
COUNTS = ("saves", "flash ops", "erases", "cut points", "cuts tried", "boots that showed the game", "files changed")
COUNTS += ("files added", "hands lost", "erases touching other files", "archived games lost", "archives shown wrong")
FIRMWARE_FILES = {"boot_out.txt"}  # CircuitPython writes it at a boot, not during a save
SAVES = ("first save (a fresh board's bid)", "hand save", "bid save", "New game: the game archived, the new one saved")


def slot_paths(firmware):
    """The files that hold the game's slots and the archive (and the save folder) on each firmware's drive."""
    if firmware == "circuitpython":
        from pinochle.device.circuitpython import slot_file

        return {slot_file.FOLDER, slot_file.NAME, slot_file.ARCHIVE_NAME}
    from pinochle.archive.file import NAME
    from pinochle.store.file_medium import FILE_NAMES

    return set(FILE_NAMES) | {NAME}


def archive_name(firmware):
    from pinochle.archive.file import NAME
    from pinochle.device.circuitpython import slot_file

    return slot_file.ARCHIVE_NAME if firmware == "circuitpython" else NAME


def kept_before(firmware):
    """The archive the board is deployed with: one game kept before (a 3-hand game), which no cut may lose."""
    from pinochle.archive.store import Archive
    from pinochle.device.circuitpython import slot_file
    from tests.helpers.archive_area import RamArea
    from tests.helpers.game_script import TEAMS, last_game

    area = RamArea(slot_file.ARCHIVE_SECTORS)
    Archive(area).add(last_game(3).ledger, TEAMS, True, 1)
    return bytes(area.data if firmware == "circuitpython" else area.data[:4096])


def archive_records(firmware, files):
    """The records of each game the archive in files holds, oldest first, and the records skipped."""
    from pinochle.archive.store import Archive
    from tests.helpers.archive_area import RamArea

    data = files.get(archive_name(firmware))
    if data is None:
        return None, 0
    games, skipped = Archive(RamArea(data=bytearray(data))).games()
    return [bytes(game.ledger.records) for game in games], skipped


def fat_owners(drive_bytes):
    """{drive byte offset of each 512-byte sector: owner} for a FAT12 drive: "boot sector", "FAT", "root directory",
    a file's or folder's path for its clusters (read from the directories and the FAT, as CircuitPython would)."""
    sector, per_cluster, reserved, fats, roots, _, _, fat_sectors = struct.unpack_from("<HBHBHHBH", drive_bytes, 11)
    owners = {0: "boot sector"}
    for index in range(reserved, reserved + fats * fat_sectors):
        owners[index * sector] = "FAT"
    root_at = reserved + fats * fat_sectors
    data_at = root_at + roots * 32 // sector
    for index in range(root_at, data_at):
        owners[index * sector] = "root directory"
    fat = drive_bytes[reserved * sector : (reserved + fat_sectors) * sector]

    def chain(cluster):
        while 2 <= cluster < 0xFF8:
            yield cluster
            pair = struct.unpack_from("<H", fat, cluster * 3 // 2)[0]
            cluster = pair >> 4 if cluster & 1 else pair & 0xFFF

    def walk(entries, prefix):
        for at in range(0, len(entries), 32):
            entry = entries[at : at + 32]
            if entry[0] == 0:
                break
            if entry[0] == 0xE5 or entry[11] & 0x0F == 0x0F or entry[11] & 0x08 or entry[:2] in (b". ", b".."):
                continue
            name = entry[:8].decode("latin-1").rstrip()
            extension = entry[8:11].decode("latin-1").rstrip()
            path = prefix + (name + "." + extension if extension else name).lower()
            clusters = list(chain(struct.unpack_from("<H", entry, 26)[0]))
            for cluster in clusters:
                for part in range(per_cluster):
                    owners[(data_at + (cluster - 2) * per_cluster + part) * sector] = path
            if entry[11] & 0x10:
                starts = [(data_at + (cluster - 2) * per_cluster) * sector for cluster in clusters]
                walk(b"".join(drive_bytes[start : start + per_cluster * sector] for start in starts), path + "/")

    walk(drive_bytes[root_at * sector : data_at * sector], "")
    return owners


def erased_owners(firmware, image, op):
    """What the erase op (of the region image before it) holds: the names of the files whose bytes lie in it."""
    start = op["address"] - REGION_AT[firmware]
    end = start + op["length"]
    if firmware == "circuitpython":
        if end <= drive.FAT_AT:
            return {"nvm"}
        owners = fat_owners(image[drive.FAT_AT :])
        return {
            owners[at - drive.FAT_AT] for at in range(max(start, drive.FAT_AT), end, 512) if at - drive.FAT_AT in owners
        }
    # littlefs keeps no map of a file's blocks that is simple to read: blank the block and see which files change
    before = drive.read_files(firmware, image)
    blanked = bytearray(image)
    blanked[start:end] = b"\xff" * (end - start)
    try:
        after = drive.read_files(firmware, bytes(blanked))
    except Exception:  # the filesystem no longer mounts: the erase held its structure
        return {"the filesystem"}
    return {path for path in set(before) | set(after) if before.get(path) != after.get(path)}


def boot(firmware, image_path, ms=POWER_UP_MS):
    """Boot an image on a new board: (the glass's lines once the power-up is over, the region after)."""
    with Pico(firmware, image_path) as pico:
        player = PicoPlayer(pico)
        player.settle(ms)
        lines = player.lines()
        after = Path(str(image_path) + ".after")
        pico.save(after)
    region = after.read_bytes()
    after.unlink()
    return lines, region


def play(firmware, folder):
    """Play on a fresh board, recording the flash ops of the saves SAVES names: [(save, ops, image after it)]."""
    fresh = folder / "fresh.img"
    region, deployed = drive.image(firmware, extra={archive_name(firmware): kept_before(firmware)})
    fresh.write_bytes(region)
    recorded = []
    with Pico(firmware, fresh) as pico:
        player = PicoPlayer(pico)
        player.settle(POWER_UP_MS)

        def saving(index, action):
            cuts = folder / ("save%d" % index)
            cuts.mkdir()
            pico.snapshots(cuts)
            action()
            player.settle(2600)
            ops = pico.snapshots(None)
            after = folder / ("save%d-after.img" % index)
            pico.save(after)
            recorded.append((SAVES[index], ops, after))

        declarer, bid, trump, melds, took = TYPICAL
        player.choose("New hand")
        player.choose(declarer)
        saving(0, lambda: player.number(bid))
        player.choose(trump)
        for meld in melds:
            player.number(meld)
        play_if_asked(player)
        player.number(took)
        saving(1, lambda: player.choose("Confirm"))
        declarer, bid = long_game_hand(1)[:2]
        player.choose("New hand")
        player.choose(declarer)
        saving(2, lambda: player.number(bid))
        player.press("BACK BACK BACK")  # Trump?, the bid, the declarer: the scores screen
        player.settle(2600)
        player.choose("Settings")
        player.choose("Start new game")
        saving(3, lambda: player.choose("Yes"))  # the game (its hand) archived, then the new one saved
    return deployed, recorded


def campaign(firmware, folder, report=lambda line: None):
    """Run the campaign; {count name: number} and the problems found (each a line). report(line): each boot's
    outcome as it comes."""
    folder = Path(folder)
    deployed, recorded = play(firmware, folder)
    slots = slot_paths(firmware)
    kept, _ = archive_records(firmware, deployed)
    counts = dict.fromkeys(COUNTS, 0)
    counts["saves"] = len(recorded)
    problems = []
    seen = {}
    for save, ops, after in recorded:
        if not ops:
            problems.append("%s: no flash op recorded" % save)
            continue
        counts["flash ops"] += len(ops)
        before_lines = boot(firmware, ops[0]["image"])[0]
        after_lines = boot(firmware, after)[0]
        games = {before_lines: "the last acknowledged game", after_lines: "the game being saved"}
        for op in ops:
            if op["kind"] == "erase":
                counts["erases"] += 1
                owners = erased_owners(firmware, Path(op["image"]).read_bytes(), op) - slots - {"nvm"}
                if owners:
                    counts["erases touching other files"] += 1
                    problems.append("%s: the erase at 0x%x holds %s" % (save, op["address"], ", ".join(sorted(owners))))
        images = [op["image"] for op in ops] + [op["half"] for op in ops if op["half"]]
        counts["cut points"] += len(images)
        for image in images:
            data = Path(image).read_bytes()
            digest = hashlib.sha256(data).hexdigest()
            if digest in seen:  # an erase of a sector already blank, or its half where the slot's bytes lie
                continue
            seen[digest] = image
            counts["cuts tried"] += 1
            lines, region = boot(firmware, image)
            name = "%s, cut at %s" % (save, Path(image).name)
            if lines in games:
                counts["boots that showed the game"] += 1
            else:
                counts["hands lost"] += 1
                problems.append("%s: the board shows %r, not %s" % (name, lines, " or ".join(map(repr, games))))
            for when, state in (("as cut", data), ("after the boot", region)):
                files = drive.read_files(firmware, state)
                records, skipped = archive_records(firmware, files)
                if records is None or records[: len(kept)] != kept:
                    counts["archived games lost"] += 1
                    problems.append("%s, %s: the archive holds %r, not the game kept before" % (name, when, records))
                elif skipped or len(records) > len(kept) + 1:
                    counts["archives shown wrong"] += 1
                    problems.append(
                        "%s, %s: the archive shows %d games, %d skipped" % (name, when, len(records), skipped)
                    )
                changed = [path for path in deployed if path not in slots and files.get(path) != deployed[path]]
                added = [
                    path for path in files if path not in deployed and path not in slots and path not in FIRMWARE_FILES
                ]
                counts["files changed"] += len(changed)
                counts["files added"] += len(added)
                if changed or added:
                    problems.append("%s, %s: changed %s, added %s" % (name, when, changed, added))
            report("%s: %s" % (name, games.get(lines, "NOT THE GAME")))
    return counts, problems


def main(argv):
    firmware = argv[0] if argv else "circuitpython"
    with tempfile.TemporaryDirectory() as folder:
        counts, problems = campaign(firmware, folder, lambda line: print(line, flush=True))
    for problem in problems:
        print("problem: " + problem)
    print("%s: %s" % (firmware, ", ".join("%s %d" % item for item in counts.items())))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
