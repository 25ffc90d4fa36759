"""Migration 0002 on a database that already holds games: names get their keys, games
keep ending at the target, and the new tables and columns are there (and go away again)."""

from __future__ import annotations

import sqlalchemy as sa


def test_upgrading_a_database_with_games(tmp_path):
    from flask_migrate import downgrade, upgrade

    from app import create_app
    from referee.web.infra.extensions import db

    url = f"sqlite:///{tmp_path / 'old.sqlite'}"
    app = create_app(
        {"TESTING": True, "SQLALCHEMY_DATABASE_URI": url, "SECRET_KEY": "x", "AUTO_MIGRATE": False}
    )
    with app.app_context():
        upgrade(revision="0001")
        db.session.execute(
            sa.text(
                "INSERT INTO game (id, name, target, scoring, deck, rules, first_dealer,"
                " edit_key_hash, version, created_at, updated_at) VALUES ('old', '', 500,"
                " 'collect', 'classic', '{}', 0, 'x', 1, '2026-01-01', '2026-01-01')"
            )
        )
        db.session.execute(
            sa.text(
                "INSERT INTO player (game_id, seat, name) VALUES"
                " ('old', 0, 'Ann  Marie'), ('old', 1, 'BOB')"
            )
        )
        db.session.commit()
        upgrade()
        keys = db.session.execute(sa.text("SELECT name_key FROM player ORDER BY seat")).scalars()
        assert list(keys) == ["ann marie", "bob"]
        game = db.session.execute(sa.text("SELECT play_on, ended_at, follows_id FROM game")).one()
        assert tuple(game) == (0, None, None)
        assert db.session.execute(sa.text("SELECT count(*) FROM ruling")).scalar() == 0
        db.session.commit()
        downgrade(revision="0001")
        columns = [c["name"] for c in sa.inspect(db.engine).get_columns("player")]
        assert "name_key" not in columns
        assert not sa.inspect(db.engine).has_table("ruling")
        db.session.remove()
        db.engine.dispose()


def test_upgrading_to_groups_keeps_every_game_out_of_any_group(tmp_path):
    from flask_migrate import downgrade, upgrade

    from app import create_app
    from referee.web.infra.extensions import db

    url = f"sqlite:///{tmp_path / 'editions.sqlite'}"
    app = create_app(
        {"TESTING": True, "SQLALCHEMY_DATABASE_URI": url, "SECRET_KEY": "x", "AUTO_MIGRATE": False}
    )
    with app.app_context():
        upgrade(revision="0003")
        db.session.execute(
            sa.text(
                "INSERT INTO game (id, name, target, scoring, deck, rules, first_dealer,"
                " edit_key_hash, version, created_at, updated_at, play_on) VALUES ('old', '',"
                " 500, 'collect', 'classic', '{}', 0, 'x', 1, '2026-01-01', '2026-01-01', 0)"
            )
        )
        db.session.commit()
        upgrade()
        assert db.session.execute(sa.text("SELECT group_id FROM game")).scalar() is None
        assert db.session.execute(sa.text("SELECT count(*) FROM game_group")).scalar() == 0
        db.session.commit()
        downgrade(revision="0003")
        columns = [c["name"] for c in sa.inspect(db.engine).get_columns("game")]
        assert "group_id" not in columns
        assert not sa.inspect(db.engine).has_table("game_group")
        assert db.session.execute(sa.text("SELECT id FROM game")).scalar() == "old"
        db.session.remove()
        db.engine.dispose()


def test_upgrading_to_nights_keeps_every_game_out_of_any_night(tmp_path):
    from flask_migrate import downgrade, upgrade

    from app import create_app
    from referee.web.infra.extensions import db

    url = f"sqlite:///{tmp_path / 'times.sqlite'}"
    app = create_app(
        {"TESTING": True, "SQLALCHEMY_DATABASE_URI": url, "SECRET_KEY": "x", "AUTO_MIGRATE": False}
    )
    with app.app_context():
        upgrade(revision="0005")
        db.session.execute(
            sa.text(
                "INSERT INTO game (id, name, target, scoring, deck, rules, first_dealer,"
                " edit_key_hash, version, created_at, updated_at, play_on) VALUES ('old', '',"
                " 500, 'collect', 'classic', '{}', 0, 'x', 1, '2026-01-01', '2026-01-01', 0)"
            )
        )
        db.session.commit()
        upgrade()
        row = db.session.execute(
            sa.text("SELECT night_id, night_round, night_table FROM game")
        ).one()
        assert tuple(row) == (None, None, None)
        assert db.session.execute(sa.text("SELECT count(*) FROM night")).scalar() == 0
        assert db.session.execute(sa.text("SELECT count(*) FROM night_round")).scalar() == 0
        db.session.commit()
        downgrade(revision="0005")
        columns = [c["name"] for c in sa.inspect(db.engine).get_columns("game")]
        assert "night_id" not in columns and "night_table" not in columns
        assert not sa.inspect(db.engine).has_table("night")
        assert not sa.inspect(db.engine).has_table("night_round")
        assert db.session.execute(sa.text("SELECT id FROM game")).scalar() == "old"
        db.session.remove()
        db.engine.dispose()
