"""play on past the target, ending a game, the next game, saved rulings, player name keys

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-23 11:00:00.000000

"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = '0002'
down_revision = '0001'
branch_labels = None
depends_on = None


def name_key(name):
    """Names match across games trimmed and case-insensitively (as referee.summary.name_key)."""
    return " ".join(name.split()).casefold()


def upgrade():
    with op.batch_alter_table('game', schema=None) as batch_op:
        batch_op.add_column(sa.Column('play_on', sa.Boolean(), nullable=False, server_default=sa.false()))
        batch_op.add_column(sa.Column('ended_at', sa.DateTime(timezone=True), nullable=True))
        batch_op.add_column(sa.Column('follows_id', sa.String(length=32), nullable=True))
        batch_op.create_unique_constraint('uq_game_follows_id', ['follows_id'])

    with op.batch_alter_table('player', schema=None) as batch_op:
        batch_op.add_column(sa.Column('name_key', sa.String(length=96), nullable=True))
    player = sa.table('player', sa.column('id', sa.Integer), sa.column('name', sa.String),
                      sa.column('name_key', sa.String))
    connection = op.get_bind()
    rows = connection.execute(sa.select(player.c.id, player.c.name)).all()
    for row in rows:
        connection.execute(
            player.update().where(player.c.id == row.id).values(name_key=name_key(row.name))
        )
    with op.batch_alter_table('player', schema=None) as batch_op:
        batch_op.alter_column('name_key', existing_type=sa.String(length=96), nullable=False)
        batch_op.create_index(batch_op.f('ix_player_name_key'), ['name_key'], unique=False)

    op.create_table('ruling',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('game_id', sa.String(length=32), nullable=False),
    sa.Column('round_number', sa.Integer(), nullable=False),
    sa.Column('dispute', sa.String(length=16), nullable=False),
    sa.Column('answers', sa.JSON(), nullable=False),
    sa.Column('rules', sa.JSON(), nullable=False),
    sa.Column('created_at', sa.DateTime(timezone=True), nullable=False),
    sa.ForeignKeyConstraint(['game_id'], ['game.id'], ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id')
    )
    with op.batch_alter_table('ruling', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_ruling_game_id'), ['game_id'], unique=False)


def downgrade():
    with op.batch_alter_table('ruling', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_ruling_game_id'))
    op.drop_table('ruling')
    with op.batch_alter_table('player', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_player_name_key'))
        batch_op.drop_column('name_key')
    with op.batch_alter_table('game', schema=None) as batch_op:
        batch_op.drop_constraint('uq_game_follows_id', type_='unique')
        batch_op.drop_column('follows_id')
        batch_op.drop_column('ended_at')
        batch_op.drop_column('play_on')
